/// Mirrors SwiftUI's `@Environment`: `@Environment(\.colorScheme)` reads a value;
/// `@Environment(Model.self)` reads an observable object provided with `.environment(object)`.
/// A missing object does not crash: the view is replaced by an error panel naming the type
/// and the view, and `missing-environment-object` is recorded.
@propertyWrapper
@preconcurrency @MainActor
public struct Environment<Value>: DynamicProperty, EnvironmentReading {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier, String)
    }
    private final class Box {
        var values = EnvironmentValues()
    }
    private let source: Source
    private let box = Box()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    public init(_ type: Value.Type) where Value: AnyObject {
        source = .object(ObjectIdentifier(type), String(describing: type))
    }

    public var wrappedValue: Value {
        switch source {
        case .keyPath(let kp): return box.values[keyPath: kp]
        case .object(let id, let name):
            guard let object = box.values.object(id: id) as? Value else {
                fatalError("\(name) read outside of a body: the engine shows an error panel instead")
            }
            return object
        }
    }

    /// What this property reads, for Seam's checks in other modules.
    package var environmentRead: EnvironmentRead {
        switch source {
        case .keyPath(let keyPath): .value(keyPath, agrees: Self.agreement(on: keyPath))
        case .object(let id, let name): .object(id, typeName: name)
        }
    }

    /// Whether two environments hold equal values at `keyPath`: read in `Value`'s own type and
    /// compared as `ViewEquality` compares them, without boxing either to learn its type.
    private static func agreement(on keyPath: KeyPath<EnvironmentValues, Value>) -> EnvironmentRead.Agreement {
        let compare = ViewEquality.comparison(of: Value.self, in: .whole)
        return { old, new in
            let a = old[keyPath: keyPath]
            let b = new[keyPath: keyPath]
            return withUnsafePointer(to: a) { a in
                withUnsafePointer(to: b) { b in compare(UnsafeRawPointer(a), UnsafeRawPointer(b), .changed) }
            }
        }
    }

    public var _environmentRead: Any? { environmentRead }

    public func install(in node: ViewNode, slot: Int) {
        box.values = node.environment
        if case .object(let id, let name) = source, node.environment.object(id: id) == nil {
            node.missingEnvironmentObject = MissingEnvironmentObject(typeName: name, modifier: ".environment(_:)")
        }
    }
}

/// What an `@Environment` property reads: a value of `EnvironmentValues` by key path, or an
/// observable object by type. Seam's modules ask through `ViewNode.environmentReads`
/// (the cell-environment check compares what cell content reads with its surroundings).
package enum EnvironmentRead {
    /// Whether two environments hold the same value for a read.
    package typealias Agreement = @MainActor (_ old: EnvironmentValues, _ new: EnvironmentValues) -> Bool

    /// A value at a key path, with the test of whether two environments agree on it.
    case value(PartialKeyPath<EnvironmentValues>, agrees: Agreement)
    case object(ObjectIdentifier, typeName: String)
}

/// A dynamic property that reads the environment.
@preconcurrency @MainActor
package protocol EnvironmentReading: DynamicProperty {
    var environmentRead: EnvironmentRead { get }
}
