import Terminal

/// `.border(_:)`: a box-drawing frame around the content. A terminal cannot draw a line
/// between cells, so the border takes one cell on every side (SwiftUI draws it over the edge).
struct BorderModifier<Content: View>: ContentModifierView {
    let content: Content
    let color: Color

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - 2) }, height: proposal.height.map { max(0, $0 - 2) })
        let s = StackLayout.column.sizeThatFits(inner, children: node.children)
        return Size(width: s.width + 2, height: s.height + 2)
    }

    func place(_ node: ViewNode, in rect: Rect) {
        StackLayout.column.place(node.children, in: rect.inset(top: 1, leading: 1, bottom: 1, trailing: 1),
                                 direction: node.environment.layoutDirection)
    }

    func draw(_ node: ViewNode, in context: inout RenderContext) {
        context.drawBox(node.frame, style: node.environment.textStyle.with(foreground: color.resolve(in: node.environment.palette)))
        for child in node.children { child.draw(in: &context) }
    }
}

extension View {
    /// Mirrors `.border(_:)`: a line box around the view.
    public func border(_ color: Color = .secondary) -> some View {
        BorderModifier(content: self, color: color)
    }
}
