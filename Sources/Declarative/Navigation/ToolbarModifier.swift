/// Mirrors SwiftUI's ToolbarContentBuilder: the items of `.toolbar { … }`.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression(_ item: ToolbarItem) -> [ToolbarItem] { [item] }
    public static func buildBlock(_ items: [ToolbarItem]...) -> [ToolbarItem] { items.flatMap { $0 } }
    public static func buildOptional(_ items: [ToolbarItem]?) -> [ToolbarItem] { items ?? [] }
    public static func buildEither(first: [ToolbarItem]) -> [ToolbarItem] { first }
    public static func buildEither(second: [ToolbarItem]) -> [ToolbarItem] { second }
}

/// `.toolbar { ToolbarItem(…) }`: items flow up to the host's bar.
struct ToolbarModifier<Content: View>: ContentModifierView, PreferenceWriter {
    let content: Content
    let items: [ToolbarItem]

    func writePreferences(into preferences: inout PreferenceValues) {
        preferences.toolbarItems += items
    }
}

extension View {
    /// Mirrors `.toolbar(content:)`.
    public func toolbar(@ToolbarContentBuilder content: () -> [ToolbarItem]) -> some View {
        ToolbarModifier(content: self, items: content())
    }
}
