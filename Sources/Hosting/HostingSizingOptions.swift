/// Mirrors UIHostingControllerSizingOptions: how a hosting controller reports the size of
/// its content to the imperative side. The one rule: with the default (`[]`) the host's
/// view is measured once, at its first layout, and goes stale — content empty then stays at
/// zero height, content that grows is clipped, content that shrinks leaves a gap
/// (`child-host-zero-size`); embed with `.intrinsicContentSize`.
public struct HostingSizingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The host's view reports the content's ideal size as its `intrinsicContentSize`, and
    /// asks its container for a new layout whenever the content changes.
    public static let intrinsicContentSize = HostingSizingOptions(rawValue: 1 << 0)
    /// The controller's `preferredContentSize` tracks the content's ideal size (popovers).
    public static let preferredContentSize = HostingSizingOptions(rawValue: 1 << 1)
}
