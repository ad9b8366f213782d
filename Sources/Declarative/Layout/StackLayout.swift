import Terminal

/// Axis of a stack.
public enum Axis: Hashable, Sendable { case horizontal, vertical }

/// The stack layout of SwiftUI: the least flexible children are sized first, each
/// offered an equal share of what remains; children then sit one after another,
/// aligned across the axis. Right-to-left reverses a horizontal stack.
@MainActor
public struct StackLayout: Sendable {
    public var axis: Axis
    public var spacing: Int
    public var alignment: StackAlignment

    public init(axis: Axis, spacing: Int, alignment: StackAlignment) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The implicit column of several views shown without a stack.
    public static let column = StackLayout(axis: .vertical, spacing: 0, alignment: .start)

    private func main(_ s: Size) -> Int { axis == .horizontal ? s.width : s.height }
    private func cross(_ s: Size) -> Int { axis == .horizontal ? s.height : s.width }
    private func proposal(main: Int?, cross: Int?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
    private func size(main: Int, cross: Int) -> Size {
        axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }

    /// Calls `body` with the children's sizes for `proposal`, in a buffer on the stack: a stack
    /// is sized at every proposal of every layout pass, and an array for them is an allocation.
    func withSizes<R>(
        _ proposal: ProposedSize, children: [ViewNode], _ body: (UnsafeMutableBufferPointer<Size>) -> R
    ) -> R {
        withUnsafeTemporaryAllocation(of: Size.self, capacity: children.count) { sizes in
            sizes.initialize(repeating: .zero)
            fill(sizes, proposal, children: children)
            return body(sizes)
        }
    }

    /// Sets `sizes[i]` to the size of `children[i]` for `proposal`: the least flexible children
    /// first, each offered an equal share of what remains.
    private func fill(_ sizes: UnsafeMutableBufferPointer<Size>, _ proposal: ProposedSize, children: [ViewNode]) {
        // One child is offered all the room: its flexibility orders nothing.
        if children.count == 1 { return sizes[0] = onlySize(children[0], proposal) }
        let proposedMain = axis == .horizontal ? proposal.width : proposal.height
        let proposedCross = axis == .horizontal ? proposal.height : proposal.width
        guard let available = proposedMain else {
            for (i, child) in children.enumerated() {
                sizes[i] = child.sizeThatFits(self.proposal(main: nil, cross: proposedCross))
            }
            return
        }
        let totalSpacing = spacing * max(0, children.count - 1)
        var remaining = max(0, available - totalSpacing)
        // Each child's flexibility beside its index, also on the stack.
        withUnsafeTemporaryAllocation(of: (flexibility: Int, index: Int).self, capacity: children.count) { buffer in
            var order = buffer
            for (i, child) in children.enumerated() {
                let lo = main(child.sizeThatFits(self.proposal(main: 0, cross: proposedCross)))
                let hi = main(
                    child.sizeThatFits(self.proposal(main: ProposedSize.infinity.width, cross: proposedCross)))
                order.initializeElement(at: i, to: (hi - lo, i))
            }
            order.sort { ($0.flexibility, $0.index) < ($1.flexibility, $1.index) }
            for k in 0..<children.count {
                let i = order[k].index
                let share = remaining / (children.count - k)
                let s = children[i].sizeThatFits(self.proposal(main: share, cross: proposedCross))
                sizes[i] = s
                remaining = max(0, remaining - main(s))
            }
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        guard !children.isEmpty else { return .zero }
        // One child: the stack is exactly as big as the child offered all the room.
        if children.count == 1 { return onlySize(children[0], proposal) }
        return withSizes(proposal, children: children) { sizes in
            var total = spacing * (children.count - 1)
            var crossSize = 0
            for s in sizes {
                total += main(s)
                crossSize = max(crossSize, cross(s))
            }
            return size(main: total, cross: crossSize)
        }
    }

    public func place(_ children: [ViewNode], in rect: Rect, direction: LayoutDirection) {
        guard !children.isEmpty else { return }
        // One child (a modifier's content): its size without an array of sizes.
        if children.count == 1 {
            return place(children[0], size: onlySize(children[0], ProposedSize(rect.size)), at: 0, in: rect, direction)
        }
        withSizes(ProposedSize(rect.size), children: children) { sizes in
            var offset = 0
            for (child, s) in zip(children, sizes) {
                place(child, size: s, at: offset, in: rect, direction)
                offset += main(s) + spacing
            }
        }
    }

    /// The size of a stack's only child offered all the room, as `sizes` gives it.
    private func onlySize(_ child: ViewNode, _ proposal: ProposedSize) -> Size {
        let proposedMain = axis == .horizontal ? proposal.width : proposal.height
        let proposedCross = axis == .horizontal ? proposal.height : proposal.width
        return child.sizeThatFits(self.proposal(main: proposedMain.map { max(0, $0) }, cross: proposedCross))
    }

    /// Places `child` of size `s` at `offset` along the axis, aligned across it.
    private func place(_ child: ViewNode, size s: Size, at offset: Int, in rect: Rect, _ direction: LayoutDirection) {
        let crossRoom = axis == .horizontal ? rect.height : rect.width
        let crossSize = min(cross(s), crossRoom)
        var crossOffset: Int
        switch alignment {
        case .start: crossOffset = 0
        case .center: crossOffset = (crossRoom - crossSize) / 2
        case .end: crossOffset = crossRoom - crossSize
        }
        if axis == .horizontal {
            let w = min(s.width, max(0, rect.width - offset))
            let x = direction == .rightToLeft ? rect.maxX - offset - w : rect.x + offset
            child.place(in: Rect(x: x, y: rect.y + crossOffset, width: w, height: crossSize))
        } else {
            if direction == .rightToLeft { crossOffset = crossRoom - crossSize - crossOffset }
            let h = min(s.height, max(0, rect.height - offset))
            child.place(in: Rect(x: rect.x + crossOffset, y: rect.y + offset, width: crossSize, height: h))
        }
    }
}
