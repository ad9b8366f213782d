/// The engine protocols a view type conforms to, looked up once per type: a protocol
/// cast costs a conformance search, and focus, preferences and key routing walk the
/// interactive tree often.
@MainActor
struct ViewKind {
    var writes: Bool
    var isBoundary: Bool
    var isFocusable: Bool
    var isFocusBinding: Bool
    var handlesEscape: Bool
    var handlesScrollKeys: Bool

    private static var known: [ObjectIdentifier: ViewKind] = [:]

    static func of(_ view: any View) -> ViewKind {
        let key = ObjectIdentifier(type(of: view))
        if let kind = known[key] { return kind }
        let kind = ViewKind(writes: view._primitiveView?.writesPreferences == true, isBoundary: view is any PreferenceBoundary,
                            isFocusable: view is any FocusableView, isFocusBinding: view is any FocusBindingView,
                            handlesEscape: view is any EscapeHandler, handlesScrollKeys: view is any ScrollKeyHandler)
        known[key] = kind
        return kind
    }
}
