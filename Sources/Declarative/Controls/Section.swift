import Terminal

/// Mirrors SwiftUI's Section: a header row above its content. In a List the header is a
/// row of its own that selection skips.
public struct Section<Content: View>: PrimitiveView, ViewListContent {
    public let header: String?
    public let content: Content

    public init(_ header: String, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
    }

    public init(@ViewBuilder content: () -> Content) {
        self.header = nil
        self.content = content()
    }

    public func collect(into list: inout ViewList, id: ViewID) { appendChildren(to: &list, id: id) }

    public func buildChildren(into builder: inout ChildBuilder, id: ViewID) { appendChildren(to: &builder, id: id) }

    public func updateChildren(of node: ViewNode, from index: Int, id: ViewID) -> Int? {
        var next = index
        if let header {
            guard let after = node.updateChild(SectionHeader(title: header), at: next, id: Self.headerID(in: id))
            else { return nil }
            next = after
        }
        return node.updateChild(content, at: next, id: Self.contentID(in: id))
    }

    /// The header (when there is one), then the content, each in its own type.
    private func appendChildren(to sink: inout some ChildSink, id: ViewID) {
        if let header { sink.appendChild(SectionHeader(title: header), id: Self.headerID(in: id)) }
        sink.appendChild(content, id: Self.contentID(in: id))
    }

    private static func headerID(in id: ViewID) -> ViewID { id.explicit("header") }
    private static func contentID(in id: ViewID) -> ViewID { id.explicit("content") }
}

/// A section's header: the title in secondary, bold capitals.
struct SectionHeader: PrimitiveView {
    let title: String

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        Size(width: min(DisplayWidth.of(title), proposal.width ?? .max), height: 1)
    }

    func draw(_ node: ViewNode, in context: inout RenderContext) {
        let env = node.environment
        let text = DisplayWidth.truncate(title.uppercased(), to: node.frame.width)
        let x = env.layoutDirection == .rightToLeft ? node.frame.maxX - DisplayWidth.of(text) : node.frame.x
        context.draw(
            text, at: Point(x: x, y: node.frame.y),
            style: env.textStyle.with(foreground: env.palette.secondaryLabel).adding(.bold))
    }
}
