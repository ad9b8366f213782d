/// The engine protocols a view type conforms to, looked up once per type: a protocol
/// cast costs a conformance search, and focus and preferences walk the whole tree on
/// every update.
@MainActor
struct ViewKind {
    var writes: Bool
    var isBoundary: Bool
    var isFocusable: Bool
    var isFocusBinding: Bool

    private static var known: [ObjectIdentifier: ViewKind] = [:]

    static func of(_ view: any View) -> ViewKind {
        let key = ObjectIdentifier(type(of: view))
        if let kind = known[key] { return kind }
        let kind = ViewKind(writes: view is any PreferenceWriter, isBoundary: view is any PreferenceBoundary,
                            isFocusable: view is any FocusableView, isFocusBinding: view is any FocusBindingView)
        known[key] = kind
        return kind
    }
}
