extension View {
    /// Mirrors `.foregroundStyle(_:)`: the colour of text and symbols below, resolved in
    /// the palette of the current colour scheme.
    public func foregroundStyle(_ color: Color) -> some View {
        EnvironmentTransform(content: self) {
            // `.clear` text takes the colour of what it is drawn on, so it shows nothing.
            $0.foregroundColor =
                color == .clear ? $0.backgroundColor ?? $0.palette.background : color.resolve(in: $0.palette)
        }
    }
}
