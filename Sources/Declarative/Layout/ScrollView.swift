import Terminal

/// Mirrors SwiftUI's vertical ScrollView: the content takes its ideal height and shows
/// through the view's frame. It scrolls to bring a newly focused control into sight, and
/// pages with PageUp/PageDown/Home/End.
public struct ScrollView<Content: View>: PrimitiveView, ScrollKeyHandler {
    public let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    final class Offset {
        var y = 0
        /// The focused control the offset last followed; focus that has not moved does not
        /// pull the view back after paging.
        var followed: NodeReference?
    }

    public var stackAxis: Axis? { .vertical }
    public func updateEnvironment(_ node: ViewNode) -> Bool { true }

    public func update(_ node: ViewNode) {
        node.reconcileContent(content)
    }

    private func contentHeight(_ node: ViewNode, width: Int) -> Int {
        StackLayout.column.sizeThatFits(ProposedSize(width: width, height: nil), children: node.children).height
    }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let ideal = StackLayout.column.sizeThatFits(
            ProposedSize(width: proposal.width, height: nil), children: node.children)
        return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }

    public func place(_ node: ViewNode, in rect: Rect) {
        let offset = node.storage { Offset() }
        let height = contentHeight(node, width: rect.width)
        offset.y = max(0, min(offset.y, height - rect.height))
        func layout() {
            StackLayout.column.place(
                node.children, in: Rect(x: rect.x, y: rect.y - offset.y, width: rect.width, height: height),
                direction: node.environment.layoutDirection)
        }
        layout()
        if let focused = node.graph?.focusedNode, node.contains(focused), focused !== node,
            focused !== offset.followed?.node
        {
            offset.followed = focused.reference
            let f = focused.frame
            if f.minY < rect.minY {
                offset.y -= rect.minY - f.minY; layout()
            } else if f.maxY > rect.maxY {
                offset.y += f.maxY - rect.maxY; layout()
            }
        }
    }

    public func handleScrollKey(_ key: Key, node: ViewNode) -> Bool {
        let offset = node.storage { Offset() }
        let page = max(1, node.frame.height - 1)
        let limit = max(0, contentHeight(node, width: node.frame.width) - node.frame.height)
        let before = offset.y
        switch key {
        case .pageDown: offset.y = min(limit, offset.y + page)
        case .pageUp: offset.y = max(0, offset.y - page)
        case .home: offset.y = 0
        case .end: offset.y = limit
        default: return false
        }
        node.invalidate()
        return offset.y != before
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        let saved = context.clip
        context.clip = saved.intersection(node.frame)
        for child in node.children { child.draw(in: &context) }
        context.clip = saved
    }
}
