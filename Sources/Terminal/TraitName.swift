/// The seven traits both worlds share, by the names scripts, the state dump, the inspector and
/// the transcript use: the window derives them from the terminal size and the settings,
/// controllers see them as a `TraitCollection`, a host bridges them into its view's
/// environment. It lives here, beside `Palette`, because both worlds name them and share
/// only this module. The raw value is the name shown.
public enum TraitName: String, CaseIterable, Sendable {
    case colorScheme, horizontalSizeClass, verticalSizeClass, dynamicTypeSize, layoutDirection, legibilityWeight
    /// Reduce motion (UIKit's `UIAccessibility.isReduceMotionEnabled`, SwiftUI's
    /// `accessibilityReduceMotion`): `on` or `off`.
    case accessibilityReduceMotion

    /// How a switch trait (reduce motion) is written: `on` or `off`.
    public static func word(_ isOn: Bool) -> String { isOn ? "on" : "off" }
    /// The switch a word names; nil for anything but `on` and `off`.
    public static func isOn(_ word: String) -> Bool? { word == "on" ? true : word == "off" ? false : nil }
}
