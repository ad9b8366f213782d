import Declarative

/// Finds what cell content reads from an environment its cell does not inherit
/// (`cell-environment`). It reflects the `@Environment` properties of every view in the
/// content's tree (a key path, or an observable object's type) and compares, for each read:
/// - a value the content did not set itself (it equals the value at the content's root)
///   that differs from what the surrounding controller provides;
/// - an object the content requires, which the cell lacks and the surroundings provide.
/// Values the cell supplies itself (the six traits, its background and state) are laid
/// over the surroundings first, so only the surroundings' custom values count.
/// Reads made without `@Environment` are not seen.
@MainActor
enum CellEnvironmentCheck {
    /// One `@Environment` property of a view.
    enum Read {
        case value(PartialKeyPath<EnvironmentValues>)
        case object(ObjectIdentifier, String)
    }

    /// Messages for every read in `root`'s tree that the surroundings would have answered differently.
    /// `inherited` is what the content would see if it inherited the surroundings.
    static func findings(in root: ViewNode, inherited: EnvironmentValues, provider: String) -> [String] {
        var messages: [String] = []
        let rootEnvironment = root.environment
        root.forEachDescendant { node in
            for read in reads(of: node.view) {
                switch read {
                case .value(let keyPath):
                    let seen = node.environment[keyPath: keyPath]
                    guard same(seen, rootEnvironment[keyPath: keyPath]) else { continue }
                    let provided = inherited[keyPath: keyPath]
                    guard !same(seen, provided) else { continue }
                    messages.append("\(node.viewTypeName) reads \(name(of: keyPath, value: seen)) in cell content and sees \(describe(seen)), "
                                    + "but \(provider) provides \(describe(provided)): cell content does not inherit custom "
                                    + "environment; inject it in the configuration with .environment(…)")
                case .object(let id, let typeName):
                    guard node.environment.object(withTypeID: id) == nil,
                          inherited.object(withTypeID: id) != nil else { continue }
                    messages.append("\(node.viewTypeName) requires \(typeName) in cell content, which \(provider) provides "
                                    + "but the cell does not inherit: inject it in the configuration with .environment(object)")
                }
            }
        }
        return messages
    }

    /// The `@Environment` properties of `view`, read by reflection: each is an
    /// `Environment<Value>` whose `source` is a key path or an object type.
    static func reads(of view: any View) -> [Read] {
        var reads: [Read] = []
        for child in Mirror(reflecting: view).children where child.value is any DynamicProperty {
            guard String(describing: type(of: child.value)).hasPrefix("Environment<"),
                  let source = Mirror(reflecting: child.value).children.first(where: { $0.label == "source" })?.value,
                  let payload = Mirror(reflecting: source).children.first else { continue }
            if let keyPath = payload.value as? PartialKeyPath<EnvironmentValues> {
                reads.append(.value(keyPath))
            } else {
                let parts = Mirror(reflecting: payload.value).children.map(\.value)
                if parts.count == 2, let id = parts[0] as? ObjectIdentifier, let name = parts[1] as? String {
                    reads.append(.object(id, name))
                }
            }
        }
        return reads
    }

    private static func same(_ a: Any, _ b: Any) -> Bool {
        if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
        return String(describing: a) == String(describing: b)
    }

    /// `the environment value \.locale` where the toolchain can name key paths, else
    /// `an environment value of type String` (Linux names computed properties by address).
    private static func name(of keyPath: PartialKeyPath<EnvironmentValues>, value: Any) -> String {
        let text = String(describing: keyPath)
        if !text.contains("<"), let last = text.split(separator: ".").last { return "the environment value \\.\(last)" }
        return "an environment value of type \(type(of: value))"
    }

    private static func describe(_ value: Any) -> String {
        if let optional = value as? any OptionalDescribing { return optional.describedValue }
        return String(describing: value)
    }
}

/// Prints an optional's value without `Optional(…)`, as a diagnostic should.
private protocol OptionalDescribing { var describedValue: String { get } }
extension Optional: OptionalDescribing {
    var describedValue: String { map { String(describing: $0) } ?? "nil" }
}
