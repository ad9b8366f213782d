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
        guard let primitive = view._primitiveView else { return ViewKind() }
        return of(primitive: primitive)
    }

    /// The roles of a primitive view as its conformance answers them.
    static func of<P: PrimitiveView>(primitive p: P) -> ViewKind {
        ViewKind(
            writes: p.writesPreferences, isBoundary: p.isPreferenceBoundary, isFocusable: p.isFocusable,
            isFocusBinding: p.isFocusBinding, handlesEscape: p.handlesEscape, handlesScrollKeys: p.handlesScrollKeys)
    }
}

/// The current view in each of its roles, as its conformance answers them (no cast).
extension ViewNode {
    /// The current view as a focusable control, or nil.
    package var focusableView: (any FocusableView)? { box.focusableView }
    /// The current view as what closes on Escape, or nil.
    var escapeHandler: (any EscapeHandler)? { box.escapeHandler }
    /// The current view as what scrolls on paging keys, or nil.
    var scrollKeyHandler: (any ScrollKeyHandler)? { box.scrollKeyHandler }
    /// The current view as a preference writer, or nil.
    var preferenceWriter: (any PreferenceWriter)? { box.preferenceWriter }

    /// The axis of the nearest ancestor that lays out its children along one (`stackAxis`):
    /// what a `Spacer` grows along and a `Divider` crosses. Apple's Spacer "expands along the
    /// major axis of its containing stack layout, or on both axes if not contained in a stack"
    /// (https://developer.apple.com/documentation/swiftui/spacer). Seam's choices: the axis is
    /// found from the tree, not handed down in the environment, so a stack writes no
    /// environment value; outside any stack it is vertical, the tree's implicit column.
    var enclosingStackAxis: Axis {
        var ancestor = parent
        while let node = ancestor {
            if let axis = node.box.stackAxis { return axis }
            ancestor = node.parent
        }
        return .vertical
    }
}
