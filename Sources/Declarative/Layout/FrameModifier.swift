import Terminal

extension Int {
    /// As much room as is offered: `frame(maxWidth: .infinity)`.
    public static let infinity = Int.max / 4
}

/// `.frame(…)`: a fixed size, or min/max bounds around the content, which is placed in
/// the frame by `alignment` (both axes: `.leading` is leading and vertically centred).
struct FrameModifier<Content: View>: ContentModifierView {
    let content: Content
    var width: Int?, height: Int?
    var minWidth: Int?, maxWidth: Int?, minHeight: Int?, maxHeight: Int?
    let alignment: Alignment

    private func childProposal(_ p: ProposedSize) -> ProposedSize {
        func bound(_ v: Int?, _ fixed: Int?, _ lo: Int?, _ hi: Int?) -> Int? {
            if let fixed { return fixed }
            guard var v else { return nil }
            if let lo, v < lo { v = lo }
            if let hi, v > hi { v = hi }
            return v
        }
        return ProposedSize(
            width: bound(p.width, width, minWidth, maxWidth),
            height: bound(p.height, height, minHeight, maxHeight))
    }

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let inner = childProposal(proposal)
        let child = StackLayout.column.sizeThatFits(inner, children: node.children)
        func resolve(_ c: Int, _ p: Int?, _ fixed: Int?, _ lo: Int?, _ hi: Int?) -> Int {
            if let fixed { return fixed }
            var r = c
            if let lo { r = max(lo, min(r, p ?? r)) }
            if let hi { r = min(hi, max(r, p ?? r)) }
            return max(0, r)
        }
        return Size(
            width: resolve(child.width, proposal.width, width, minWidth, maxWidth),
            height: resolve(child.height, proposal.height, height, minHeight, maxHeight))
    }

    func place(_ node: ViewNode, in rect: Rect) {
        let child = StackLayout.column.sizeThatFits(ProposedSize(rect.size), children: node.children)
        let w = min(child.width, rect.width), h = min(child.height, rect.height)
        let d = alignment.offset(
            placing: Size(width: w, height: h), in: rect.size, direction: node.environment.layoutDirection)
        let placed = Rect(x: rect.x + d.x, y: rect.y + d.y, width: w, height: h)
        StackLayout.column.place(node.children, in: placed, direction: node.environment.layoutDirection)
    }
}

extension View {
    /// Mirrors `.frame(width:height:alignment:)`: a fixed size on the given sides.
    public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> some View {
        FrameModifier(content: self, width: width, height: height, alignment: alignment)
    }

    /// Mirrors `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`: bounds on the
    /// offered size; `maxWidth: .infinity` takes all the width offered.
    public func frame(
        minWidth: Int? = nil, maxWidth: Int? = nil, minHeight: Int? = nil, maxHeight: Int? = nil,
        alignment: Alignment = .center
    ) -> some View {
        FrameModifier(
            content: self, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
            maxHeight: maxHeight, alignment: alignment)
    }
}
