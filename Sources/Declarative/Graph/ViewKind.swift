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

    static func of(_ view: any View) -> ViewKind { of(primitive: view._primitiveView) }

    /// The roles of a view as its primitive form answers them (nil for a composite view).
    static func of(primitive: (any PrimitiveView)?) -> ViewKind {
        guard let p = primitive else { return ViewKind() }
        return ViewKind(
            writes: p.writesPreferences, isBoundary: p.isPreferenceBoundary, isFocusable: p.isFocusable,
            isFocusBinding: p.isFocusBinding, handlesEscape: p.handlesEscape, handlesScrollKeys: p.handlesScrollKeys)
    }
}

/// The current view in each of its roles, as its conformance answers them (no cast).
extension ViewNode {
    /// The current view as a focusable control, or nil.
    package var focusableView: (any FocusableView)? { primitive?._focusableView }
    /// The current view as what closes on Escape, or nil.
    var escapeHandler: (any EscapeHandler)? { primitive?._escapeHandler }
    /// The current view as what scrolls on paging keys, or nil.
    var scrollKeyHandler: (any ScrollKeyHandler)? { primitive?._scrollKeyHandler }
    /// The current view as a preference writer, or nil.
    var preferenceWriter: (any PreferenceWriter)? { primitive?._preferenceWriter }
}
