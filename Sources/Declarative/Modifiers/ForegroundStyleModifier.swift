extension View {
    /// Mirrors `.foregroundStyle(_:)`: the colour of text and symbols below, resolved in
    /// the palette of the current colour scheme.
    public func foregroundStyle(_ color: Color) -> some View {
        EnvironmentTransform(content: self) { $0.foregroundColor = color.resolve(in: $0.palette) }
    }
}
