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

    public func collect(into list: inout ViewList, id: ViewID) {
        if let header { list.append(SectionHeader(title: header), id: id.explicit("header")) }
        list.append(content, id: id.explicit("content"))
    }
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
