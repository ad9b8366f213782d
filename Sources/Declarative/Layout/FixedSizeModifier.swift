import Terminal

/// `.fixedSize()`: the content takes its ideal size on the fixed axes, whatever is offered.
struct FixedSizeModifier<Content: View>: ContentModifierView {
    let content: Content
    let horizontal: Bool
    let vertical: Bool

    private func proposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        StackLayout.column.sizeThatFits(self.proposal(proposal), children: node.children)
    }

    func place(_ node: ViewNode, in rect: Rect) {
        let s = StackLayout.column.sizeThatFits(proposal(ProposedSize(rect.size)), children: node.children)
        let r = Rect(
            x: rect.x, y: rect.y, width: horizontal ? s.width : rect.width, height: vertical ? s.height : rect.height)
        StackLayout.column.place(node.children, in: r, direction: node.environment.layoutDirection)
    }
}

extension View {
    /// Mirrors `.fixedSize()`: ideal size on both axes.
    public func fixedSize() -> some View { FixedSizeModifier(content: self, horizontal: true, vertical: true) }
    /// Mirrors `.fixedSize(horizontal:vertical:)`.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        FixedSizeModifier(content: self, horizontal: horizontal, vertical: vertical)
    }
}
