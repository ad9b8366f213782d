/// The field-wise check that lets the engine skip a composite child whose parent re-rendered:
/// two view values are equal when every stored field is equal — `Equatable` fields by `==`,
/// objects by identity, structs and optionals field by field, dynamic properties always
/// (their storage lives in the node). Anything else (a closure) counts as changed.
@MainActor
enum ViewEquality {
    static func equal(_ a: Any, _ b: Any, depth: Int = 0) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        if a is any DynamicProperty { return true }
        if let ea = a as? any Equatable { return isEqual(ea, b) }
        if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        guard depth < 4 else { return false }
        let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
        switch ma.displayStyle {
        case .struct?, .tuple?, .optional?:
            guard ma.children.count == mb.children.count else { return false }
            return zip(ma.children, mb.children).allSatisfy { equal($0.value, $1.value, depth: depth + 1) }
        default:
            return false
        }
    }

    private static func isEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }
}
