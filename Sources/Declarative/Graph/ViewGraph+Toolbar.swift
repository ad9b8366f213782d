import Terminal

/// Toolbar shortcuts: a printable key runs the toolbar item with that key, the innermost
/// one first — so the items a NavigationStack draws in its own bar answer their keys as
/// the host's bar items do.
extension ViewGraph {
    func handleToolbarKey(_ character: Character) -> Bool {
        for node in handlers(\.writes) {
            var values = PreferenceValues()
            node.preferenceWriter?.writePreferences(into: &values)
            guard let item = values.toolbarItems.last(where: { $0.key == character }) else { continue }
            item.action()
            return true
        }
        return false
    }
}
