/// Mirrors UINavigationItem: what a controller shows in the navigation bar while it is
/// on top. The title falls back to the controller's `title`; left items replace the back button.
/// The large-title mode UIKit code sets wins over the one a hosted view asks for. Its
/// appearances, when set, override the navigation bar's while this item is on top.
@preconcurrency @MainActor
public final class NavigationItem {
    /// Mirrors UINavigationItem.LargeTitleDisplayMode.
    public enum LargeTitleDisplayMode: String, Sendable { case automatic, always, never }
    /// Mirrors UINavigationItem.BackButtonDisplayMode: how this item's back button looks on the controller above.
    public enum BackButtonDisplayMode: String, Sendable { case `default`, generic, minimal }

    public var title: String? {
        didSet { if let title, !title.isEmpty { didChange?("title", "'\(title)'") } }
    }
    /// The title of the back item shown when another controller is pushed above this one.
    public var backButtonTitle: String?
    public var backButtonDisplayMode: BackButtonDisplayMode = .default
    public var rightBarButtonItems: [BarButtonItem] = [] {
        didSet { reportItems("rightBarButtonItems", rightBarButtonItems) }
    }
    public var leftBarButtonItems: [BarButtonItem] = [] {
        didSet { reportItems("leftBarButtonItems", leftBarButtonItems) }
    }
    /// Mirrors `rightBarButtonItem`: the first of `rightBarButtonItems`. Setting an item replaces
    /// the first (or moves the item to the front when the array holds it); nil removes the first.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = Self.replacingFirst(of: rightBarButtonItems, with: newValue) }
    }
    /// Mirrors `leftBarButtonItem`: the first of `leftBarButtonItems`, set as `rightBarButtonItem` is.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = Self.replacingFirst(of: leftBarButtonItems, with: newValue) }
    }
    public var hidesBackButton = false
    public var prompt: String?
    /// Mirrors `standardAppearance`: "When the navigation bar displays the current navigation
    /// item, the appearance settings in this property override the settings provided by" the
    /// bar's `standardAppearance`; nil (the default) leaves the bar's.
    public var standardAppearance: NavigationBarAppearance?
    /// Mirrors `compactAppearance`: overrides the bar's compact appearance while this item is on
    /// top and the bar is compact-height; nil leaves the bar's.
    public var compactAppearance: NavigationBarAppearance?

    /// Mirrors `largeTitleDisplayMode`; it only matters while the bar prefers large titles.
    /// Reading gives what UIKit code set, else what a hosted view asked for, else `.automatic`.
    public var largeTitleDisplayMode: LargeTitleDisplayMode {
        get { explicitLargeTitleDisplayMode ?? hostedLargeTitleDisplayMode ?? .automatic }
        set { explicitLargeTitleDisplayMode = newValue }
    }
    /// The mode UIKit code set on this item; nil while it has set none.
    public private(set) var explicitLargeTitleDisplayMode: LargeTitleDisplayMode?
    /// The mode a hosted view's `.navigationBarTitleDisplayMode` asks for (set by its hosting
    /// controller); it applies only while UIKit code has set no mode of its own.
    package var hostedLargeTitleDisplayMode: LargeTitleDisplayMode?

    /// Told when code writes a title or bar items here (the property, and what was written):
    /// a container whose bar never reads this item (a representable's host) watches it.
    package var didChange: (@MainActor (_ property: String, _ value: String) -> Void)?

    public init() {}

    /// What the items written say, for `didChange`, when there are any.
    /// UIKit's rule for the single-item properties over their arrays.
    private static func replacingFirst(of items: [BarButtonItem], with item: BarButtonItem?) -> [BarButtonItem] {
        guard let item else { return Array(items.dropFirst()) }
        if let i = items.firstIndex(where: { $0 === item }) {
            var moved = items
            moved.remove(at: i)
            return [item] + moved
        }
        return [item] + items.dropFirst()
    }

    private func reportItems(_ property: String, _ items: [BarButtonItem]) {
        guard !items.isEmpty else { return }
        didChange?(property, "[" + items.map(\.title).joined(separator: ", ") + "]")
    }
}
