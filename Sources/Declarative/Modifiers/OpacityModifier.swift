/// `.opacity(_:)`: a terminal cannot blend, so below 1 the content is dimmed and at 0 it
/// is not drawn (it still takes its room).
struct OpacityModifier<Content: View>: ContentModifierView {
    let content: Content
    let opacity: Double

    func draw(_ node: ViewNode, in context: inout RenderContext) {
        guard opacity > 0 else { return }
        for child in node.children { child.draw(in: &context) }
        if opacity < 1 { context.restyle(node.frame) { $0.adding(.dim) } }
    }
}

extension View {
    /// Mirrors `.opacity(_:)`.
    public func opacity(_ opacity: Double) -> some View {
        OpacityModifier(content: self, opacity: opacity)
    }
}
