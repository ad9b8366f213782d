import Terminal

/// Mirrors SwiftUI's Label: a symbol, one space, then the title (mirrored right to left).
public struct Label: PrimitiveView {
    public let title: String
    public let systemImage: String

    public init(_ title: String, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }

    private var layout: StackLayout { StackLayout(axis: .horizontal, spacing: 1, alignment: .center) }

    public var stackAxis: Axis? { .horizontal }
    public func updateEnvironment(_ node: ViewNode) -> Bool { true }

    public func update(_ node: ViewNode) {
        var list = ViewList()
        list.append(Image(systemName: systemImage), id: ViewList.contentID)
        list.append(Text(title), id: [1])
        node.reconcile(list)
    }
    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        layout.sizeThatFits(proposal, children: node.children)
    }
    public func place(_ node: ViewNode, in rect: Rect) {
        layout.place(node.children, in: rect, direction: node.environment.layoutDirection)
    }
}
