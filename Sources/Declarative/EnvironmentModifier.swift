extension View {
    /// Mirrors `.environment(_:_:)`: the content and everything below see `value` for `keyPath`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        let name = EnvironmentKeyPathName.of(keyPath)
        return EnvironmentTransform(content: self) { env in
            env[keyPath: keyPath] = value
            env.setSource("environment", for: name)
        }
    }

    /// Mirrors `.environment(_:)` for an `@Observable` object: views below read it with
    /// `@Environment(Type.self)`.
    public func environment<T: AnyObject>(_ object: T) -> some View {
        EnvironmentTransform(content: self) { $0.setObject(object) }
    }
}

/// The name an environment key path is recorded under, formed once per key path
/// (describing a key path is costly, and cell content sets the environment on every update).
@MainActor
enum EnvironmentKeyPathName {
    private static var names: [AnyKeyPath: String] = [:]

    static func of(_ keyPath: AnyKeyPath) -> String {
        if let name = names[keyPath] { return name }
        let name = String(describing: keyPath).split(separator: ".").last.map(String.init) ?? "value"
        names[keyPath] = name
        return name
    }
}
