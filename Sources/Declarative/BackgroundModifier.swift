/// `.background(_:)`: paints the content's frame in a colour of the palette; text drawn
/// on it keeps that background.
struct BackgroundModifier<Content: View>: ContentModifierView {
    let content: Content
    let color: Color

    func update(_ node: ViewNode) {
        node.childEnvironment.backgroundColor = color.resolve(in: node.environment.palette)
        var list = ViewList()
        list.append(content, id: [0])
        node.reconcile(list)
    }

    func draw(_ node: ViewNode, in context: inout RenderContext) {
        let style = node.environment.palette.text.with(background: color.resolve(in: node.environment.palette))
        context.fill(node.frame, style: style)
        for child in node.children { child.draw(in: &context) }
    }
}

extension View {
    /// Mirrors `.background(_:)` with a colour.
    public func background(_ color: Color) -> some View {
        BackgroundModifier(content: self, color: color)
    }
}
