extension View {
    /// Mirrors `.font(_:)`: the text style of every Text below.
    public func font(_ font: Font) -> some View {
        EnvironmentTransform(content: self) { $0.font = font }
    }
}
