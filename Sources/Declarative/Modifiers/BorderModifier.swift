import Terminal

/// `.border(_:)`: a box-drawing frame around the content. A terminal cannot draw a line
/// between cells, so the border takes one cell on every side (SwiftUI draws it over the edge).
/// A `.clear` border keeps its cells and draws nothing in them.
struct BorderModifier<Content: View>: ContentModifierView {
    let content: Content
    let color: Color

    private var lines: InsetLayout { InsetLayout(top: 1, leading: 1, bottom: 1, trailing: 1) }

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size { lines.sizeThatFits(proposal, node: node) }

    func place(_ node: ViewNode, in rect: Rect) { lines.place(node, in: rect) }

    func draw(_ node: ViewNode, in context: inout RenderContext) {
        if color != .clear {
            let foreground = color.resolve(in: node.environment.palette)
            context.drawBox(node.frame, style: node.environment.textStyle.with(foreground: foreground))
        }
        for child in node.children { child.draw(in: &context) }
    }
}

extension View {
    /// Mirrors `.border(_:)`: a line box around the view.
    public func border(_ color: Color = .secondary) -> some View {
        BorderModifier(content: self, color: color)
    }
}
