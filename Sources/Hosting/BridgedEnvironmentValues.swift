import Declarative

/// What an `EnvironmentBridge` writes into: the content's environment, where every value
/// set here is marked as coming from the bridge (the inspector shows `bridge`).
@MainActor
public struct BridgedEnvironmentValues {
    public private(set) var environment: EnvironmentValues

    init(_ environment: EnvironmentValues) { self.environment = environment }

    /// Sets `value` for `keyPath` in the content's environment.
    public mutating func set<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) {
        write(keyPath) { $0[keyPath: keyPath] = value }
    }

    mutating func write(_ keyPath: AnyKeyPath, _ write: (inout EnvironmentValues) -> Void) {
        write(&environment)
        environment.setSource(.bridge, for: keyPath)
    }
}
