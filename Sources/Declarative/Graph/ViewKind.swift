/// The engine roles of a view: what the graph's walks (focus, preferences, Escape, paging
/// keys) look for. A primitive's conformance answers them; a composite view has none.
@MainActor
struct ViewKind {
    var writes = false
    var isBoundary = false
    var isFocusable = false
    var isFocusBinding = false
    var handlesEscape = false
    var handlesScrollKeys = false

    static func of(_ view: any View) -> ViewKind {
        guard let p = view._primitiveView else { return ViewKind() }
        return ViewKind(
            writes: p.writesPreferences, isBoundary: p.isPreferenceBoundary, isFocusable: p.isFocusable,
            isFocusBinding: p.isFocusBinding, handlesEscape: p.handlesEscape, handlesScrollKeys: p.handlesScrollKeys)
    }
}
