import Terminal

/// Children laid out as a column inside insets: padding, a border's lines, a button's
/// brackets, a link's chevron, a sheet's frame. Leading and trailing are mirrored in
/// right-to-left. The one place these views measure and place their content.
@MainActor
struct InsetLayout {
    var top = 0, leading = 0, bottom = 0, trailing = 0
    /// Rows the content takes at least (a control's label is one row even when empty). The
    /// content is measured at no fewer rows either: a label squeezed to no row would be
    /// truncated, and truncated text claims all the width it is offered.
    var minContentHeight = 0

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let dw = leading + trailing, dh = top + bottom
        let inner = ProposedSize(
            width: proposal.width.map { max(0, $0 - dw) },
            height: proposal.height.map { max(minContentHeight, $0 - dh) })
        let s = StackLayout.column.sizeThatFits(inner, children: node.children)
        return Size(width: s.width + dw, height: max(minContentHeight, s.height) + dh)
    }

    func place(_ node: ViewNode, in rect: Rect) {
        let rtl = node.environment.layoutDirection == .rightToLeft
        let inner = rect.inset(
            top: top, leading: rtl ? trailing : leading, bottom: bottom, trailing: rtl ? leading : trailing)
        StackLayout.column.place(node.children, in: inner, direction: node.environment.layoutDirection)
    }
}
