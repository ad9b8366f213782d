import Terminal

/// The children a container shows, each with the identity its node is kept under.
/// Views that stand for several children (tuples, conditionals, optionals, `ForEach`,
/// `Group`) flatten into the list; every other view is one child.
public struct ViewList {
    public struct Element {
        public var id: [AnyHashable]
        public var view: any View
    }
    public private(set) var elements: [Element] = []

    public init() {}

    /// Adds `view`, flattened, with identities under `id`.
    @MainActor
    public mutating func append(_ view: any View, id: [AnyHashable]) {
        if let content = view as? any ViewListContent {
            content.collect(into: &self, id: id)
        } else {
            elements.append(Element(id: id, view: view))
        }
    }

    /// The flattened children of `view`.
    @MainActor
    public static func of(_ view: any View) -> ViewList {
        var list = ViewList()
        list.append(view, id: [])
        return list
    }
}

/// A view that stands for a list of children rather than one.
@MainActor
public protocol ViewListContent {
    func collect(into list: inout ViewList, id: [AnyHashable])
}

/// A view list shown on its own (as a body, or in a host) lays out as a plain column.
extension PrimitiveView where Self: ViewListContent {
    public func update(_ node: ViewNode) { node.reconcile(ViewList.of(self)) }
    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        StackLayout(axis: .vertical, spacing: 0, alignment: .leading).sizeThatFits(proposal, children: node.children)
    }
    public func place(_ node: ViewNode, in rect: Rect) {
        StackLayout(axis: .vertical, spacing: 0, alignment: .leading)
            .place(node.children, in: rect, direction: node.environment.layoutDirection)
    }
}
