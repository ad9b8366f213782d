extension View {
    /// Mirrors `.bold(_:)`: text below is bold.
    public func bold(_ isActive: Bool = true) -> some View {
        EnvironmentTransform(content: self) { if isActive { $0.isBold = true } }
    }
}
