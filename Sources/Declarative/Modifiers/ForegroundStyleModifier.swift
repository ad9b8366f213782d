extension View {
    /// Mirrors `.foregroundStyle(_:)`: the colour of text and symbols below, resolved in
    /// the palette of the current colour scheme.
    public func foregroundStyle(_ color: Color) -> some View {
        EnvironmentTransform(content: self) { $0.setForeground(color) }
    }

    /// Mirrors `.foregroundColor(_:)`, which iOS 17 deprecated for `foregroundStyle` and code
    /// still writes everywhere: nil leaves the colour the environment has.
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentTransform(content: self) { if let color { $0.setForeground(color) } }
    }
}

extension EnvironmentValues {
    fileprivate mutating func setForeground(_ color: Color) {
        // `.clear` text takes the colour of what it is drawn on, so it shows nothing.
        foregroundColor = color == .clear ? backgroundColor ?? palette.background : color.resolve(in: palette)
    }
}
