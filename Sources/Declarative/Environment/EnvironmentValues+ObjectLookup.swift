extension EnvironmentValues {
    /// The observable object stored for the type `id` identifies, if any. Bridges that
    /// compare two environments by what they provide (cell content against its
    /// surrounding controller) look objects up by type identity, as `@Environment(Type.self)` does.
    public func object(withTypeID id: ObjectIdentifier) -> AnyObject? { object(id: id) }
}
