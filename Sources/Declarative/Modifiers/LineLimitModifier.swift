extension View {
    /// Mirrors `.lineLimit(_:)`: Text below wraps to at most `limit` lines, the last cut with `…`.
    public func lineLimit(_ limit: Int?) -> some View {
        EnvironmentTransform(content: self) { $0.lineLimit = limit }
    }
}
