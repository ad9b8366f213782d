import Terminal

/// Mirrors SwiftUI's ZStack: children on top of each other, later ones drawn over earlier
/// ones, each aligned in the stack's frame; the stack is as big as its biggest child.
public struct ZStack<Content: View>: PrimitiveView {
    public let alignment: Alignment
    public let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func update(_ node: ViewNode) { node.reconcileChildren(of: content, id: .root) }
    public func updateEnvironment(_ node: ViewNode) -> Bool { true }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let sizes = node.children.map { $0.sizeThatFits(proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    public func place(_ node: ViewNode, in rect: Rect) {
        for child in node.children {
            let s = child.sizeThatFits(ProposedSize(rect.size))
            let w = min(s.width, rect.width), h = min(s.height, rect.height)
            let d = alignment.offset(
                placing: Size(width: w, height: h), in: rect.size, direction: node.environment.layoutDirection)
            child.place(in: Rect(x: rect.x + d.x, y: rect.y + d.y, width: w, height: h))
        }
    }
}
