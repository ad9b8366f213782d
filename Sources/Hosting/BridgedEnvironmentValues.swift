import Declarative

/// What an `EnvironmentBridge` writes into: the content's environment, where every value
/// set here is marked as coming from the bridge (the inspector shows `bridge`).
@MainActor
public struct BridgedEnvironmentValues {
    public private(set) var environment: EnvironmentValues

    init(_ environment: EnvironmentValues) { self.environment = environment }

    /// Sets `value` for `keyPath` in the content's environment; `name` names a custom key
    /// for the inspector (known keys have theirs).
    public mutating func set<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, named name: String? = nil) {
        write(name: name ?? EnvironmentKeyNames.name(of: keyPath)) { $0[keyPath: keyPath] = value }
    }

    mutating func write(name: String, _ write: (inout EnvironmentValues) -> Void) {
        write(&environment)
        environment.setSource("bridge", for: name)
    }
}
