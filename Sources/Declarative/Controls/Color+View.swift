import Terminal

/// Mirrors SwiftUI's Color as a view: it takes all the room it is offered and fills it with
/// itself (`.background { Color.blue }`); `clear` fills nothing.
extension Color: PrimitiveView {
    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    public func place(_ node: ViewNode, in rect: Rect) {}

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        guard self != .clear else { return }
        let palette = node.environment.palette
        context.fill(node.frame, style: palette.text.with(background: resolve(in: palette)))
    }
}
