extension View {
    /// Mirrors `.disabled(_:)`: controls below are dimmed, skip focus and ignore keys.
    public func disabled(_ disabled: Bool) -> some View {
        EnvironmentTransform(content: self) { if disabled { $0.isEnabled = false } }
    }
}
