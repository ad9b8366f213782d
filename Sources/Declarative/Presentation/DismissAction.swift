/// Mirrors SwiftUI's DismissAction, read as `@Environment(\.dismiss)`: calling it pops the
/// NavigationStack destination the view is in, else closes the sheet or presentation the
/// view is in. At a host's root it does what the host installed: dismiss a presented
/// host; on a host pushed onto a navigation controller, nothing (pop instead) — unless
/// that navigation controller is presented, where UIKit forwards the dismissal and the
/// whole presentation closes.
public struct DismissAction: Equatable, Sendable {
    private final class Token: Sendable {}
    private let token = Token()
    private let action: @MainActor @Sendable () -> Void

    public init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }

    @MainActor
    public func callAsFunction() { action() }

    public static func == (a: DismissAction, b: DismissAction) -> Bool { a.token === b.token }
}
