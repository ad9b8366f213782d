/// Mirrors UINavigationItem: what a controller shows in the navigation bar while it is
/// on top. The title falls back to the controller's `title`; left items replace the back button.
@MainActor
public final class NavigationItem {
    /// Mirrors UINavigationItem.LargeTitleDisplayMode.
    public enum LargeTitleDisplayMode: String, Sendable { case automatic, always, never }
    /// Mirrors UINavigationItem.BackButtonDisplayMode: how this item's back button looks on the controller above.
    public enum BackButtonDisplayMode: String, Sendable { case `default`, generic, minimal }

    public var title: String?
    /// The title of the back item shown when another controller is pushed above this one.
    public var backButtonTitle: String?
    public var backButtonDisplayMode: BackButtonDisplayMode = .default
    public var rightBarButtonItems: [BarButtonItem] = []
    public var leftBarButtonItems: [BarButtonItem] = []
    public var hidesBackButton = false
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    public var prompt: String?

    public init() {}
}
