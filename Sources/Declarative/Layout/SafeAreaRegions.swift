/// Mirrors SwiftUI's `SafeAreaRegions`, "a set of symbolic safe area regions": `.container`,
/// "the safe area defined by the device and containers within the user interface, including
/// elements such as top and bottom bars", and `.keyboard`, "the safe area matching the
/// current extent of any software keyboard displayed over the view content"; `.all` is both.
/// A hosting controller's `safeAreaRegions` says which of them it adds to its view.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
