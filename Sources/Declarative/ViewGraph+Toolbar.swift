import Terminal

/// Toolbar shortcuts: a printable key runs the toolbar item with that key, the innermost
/// one first — so the items a NavigationStack draws in its own bar answer their keys as
/// the host's bar items do.
extension ViewGraph {
    func handleToolbarKey(_ character: Character) -> Bool {
        var items: [ToolbarItem] = []
        func visit(_ node: ViewNode) {
            var values = PreferenceValues()
            (node.view as? any PreferenceWriter)?.writePreferences(into: &values)
            items += values.toolbarItems
            for child in node.interactiveChildren { visit(child) }
        }
        guard let root else { return false }
        visit(root)
        guard let item = items.last(where: { $0.key == character }) else { return false }
        item.action()
        return true
    }
}
