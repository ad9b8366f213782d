extension View {
    /// Mirrors `.environment(_:_:)`: the content and everything below see `value` for `keyPath`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentTransform(content: self) { env in
            env[keyPath: keyPath] = value
            env.setSource(.environment, for: keyPath)
        }
    }

    /// Mirrors `.environment(_:)` for an `@Observable` object: views below read it with
    /// `@Environment(Type.self)`.
    public func environment<T: AnyObject>(_ object: T) -> some View {
        EnvironmentTransform(content: self) { $0.setObject(object) }
    }

    /// Mirrors `.environmentObject(_:)`: views below read `object` with `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentTransform(content: self) { $0.setObject(object) }
    }
}
