/// Mirrors SwiftUI's toolbar item: a titled action with a key shortcut that the host
/// shows in the imperative bar as `[v] Void`.
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

/// What a view tree tells whoever hosts it (SwiftUI's preferences flowing up):
/// the navigation title, toolbar items and title display mode. The outermost writer wins.
public struct PreferenceValues {
    public var navigationTitle: String?
    public var toolbarItems: [ToolbarItem] = []
    public var titleDisplayMode: TitleDisplayMode?

    public init() {}
}

/// A primitive view that contributes preferences to its host.
@MainActor
public protocol PreferenceWriter {
    func writePreferences(into preferences: inout PreferenceValues)
}
