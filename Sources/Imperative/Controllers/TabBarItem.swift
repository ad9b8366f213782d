/// Mirrors UITabBarItem: what the tab bar shows for a controller. Assigning the controller's
/// `title` sets this title too; with none, the tab falls back to the controller's `title`.
@preconcurrency @MainActor
public final class TabBarItem {
    public var title: String?
    /// Mirrors `badgeValue`: a short text shown after the title (`Ledger 3`).
    public var badgeValue: String?

    public init() {}
}
