/// Mirrors SwiftUI's ToolbarItem: a titled action with a key shortcut that the host
/// shows in the imperative bar as `[v] Void`; pressing the key runs the action.
public struct ToolbarItem {
    public var title: String
    public var key: Character
    public var action: @MainActor () -> Void

    public init(_ title: String, key: Character, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.key = key
        self.action = action
    }
}

/// Mirrors SwiftUI's NavigationBarItem.TitleDisplayMode.
public enum TitleDisplayMode: String, Sendable { case automatic, inline, large }

/// What a view tree tells whoever hosts it (SwiftUI's preferences flowing up): the
/// navigation title, toolbar items, title display mode, and whether the tree draws its
/// own navigation bar. The outermost title wins; toolbar items accumulate.
public struct PreferenceValues {
    public var navigationTitle: String?
    public var toolbarItems: [ToolbarItem] = []
    public var titleDisplayMode: TitleDisplayMode?
    /// True when a NavigationStack is in the tree: it draws a bar of its own.
    public var containsNavigationStack = false
    /// Swipe actions declared for the row the tree is the content of, one per edge.
    public var swipeActions: [SwipeActionsDeclaration] = []
    /// What `.presentationCompactAdaptation` asks of the presentation the tree is the content of.
    public var compactAdaptation: CompactAdaptation?

    public init() {}

    /// The preferences written in `node`'s interactive subtree, outermost writer first. A
    /// boundary keeps its subtree's preferences; `node` itself is entered when it is one only
    /// if `entersBoundary` (a NavigationStack reading its own top screen's title).
    @MainActor
    public static func collect(from node: ViewNode, entersBoundary: Bool = true) -> PreferenceValues {
        var values = PreferenceValues()
        node.walkInteractive { n in
            let kind = n.kind
            if kind.writes { n.preferenceWriter?.writePreferences(into: &values) }
            return !kind.isBoundary || (entersBoundary && n === node)
        }
        return values
    }
}

/// A primitive view that contributes preferences to its host.
@preconcurrency @MainActor
public protocol PreferenceWriter {
    func writePreferences(into preferences: inout PreferenceValues)
}

extension PrimitiveView where Self: PreferenceWriter {
    public var writesPreferences: Bool { true }
    public var _preferenceWriter: (any PreferenceWriter)? { self }
}
