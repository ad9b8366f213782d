import Terminal

/// The layout of a control drawn around its label: columns of chrome (brackets, a chevron)
/// at the leading and trailing edges, mirrored in right-to-left, around a label at least
/// one row high.
@MainActor
struct LabelChrome {
    let leading: Int
    let trailing: Int

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let chrome = leading + trailing
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - chrome) }, height: proposal.height)
        let s = StackLayout.column.sizeThatFits(inner, children: node.children)
        return Size(width: s.width + chrome, height: max(1, s.height))
    }

    func place(_ node: ViewNode, in rect: Rect) {
        let rtl = node.environment.layoutDirection == .rightToLeft
        let label = rect.inset(leading: rtl ? trailing : leading, trailing: rtl ? leading : trailing)
        StackLayout.column.place(node.children, in: label, direction: node.environment.layoutDirection)
    }
}
