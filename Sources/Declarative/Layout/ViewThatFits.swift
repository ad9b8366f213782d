import Terminal

/// Mirrors SwiftUI's ViewThatFits: shows the first child whose ideal size fits what is
/// offered, else the last. Only the shown child is drawn and takes focus.
public struct ViewThatFits<Content: View>: PrimitiveView {
    public let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    final class Choice { var index = 0 }

    public func update(_ node: ViewNode) { node.reconcileChildren(of: content, id: .root) }
    public func updateEnvironment(_ node: ViewNode) -> Bool { true }

    private func choose(_ node: ViewNode, _ proposal: ProposedSize) -> Int {
        for (i, child) in node.children.enumerated() {
            let ideal = child.sizeThatFits(.unspecified)
            if ideal.width <= proposal.width ?? .max, ideal.height <= proposal.height ?? .max { return i }
        }
        return max(0, node.children.count - 1)
    }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        guard !node.children.isEmpty else { return .zero }
        return node.children[choose(node, proposal)].sizeThatFits(proposal)
    }

    public func place(_ node: ViewNode, in rect: Rect) {
        guard !node.children.isEmpty else { return }
        let choice = node.storage { Choice() }
        let index = choose(node, ProposedSize(rect.size))
        if index != choice.index {
            choice.index = index
            node.graph?.interactiveTreeDidChange()
        }
        for (i, child) in node.children.enumerated() {
            child.place(in: i == choice.index ? rect : Rect(x: rect.x, y: rect.y, width: 0, height: 0))
        }
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        guard let i = node.existingStorage(Choice.self)?.index, node.children.indices.contains(i) else { return }
        node.children[i].draw(in: &context)
    }

    public func interactiveChildren(_ node: ViewNode) -> [ViewNode] {
        let i = node.existingStorage(Choice.self)?.index ?? 0
        return node.children.indices.contains(i) ? [node.children[i]] : []
    }
}
