/// `.id(_:)`: explicit identity. A different value is a different view: its node, and
/// every `@State` inside, is created afresh.
struct IDModifier<Content: View, ID: Hashable>: PrimitiveView, ViewListContent {
    let content: Content
    let id: ID

    func collect(into list: inout ViewList, id path: ViewID) {
        list.append(content, id: path.explicit(id))
    }

    func updateChildren(of node: ViewNode, from index: Int, id path: ViewID) -> Int? {
        node.updateChild(content, at: index, id: path.explicit(id))
    }

    func buildChildren(into builder: inout ChildBuilder, id path: ViewID) {
        builder.append(content, id: path.explicit(id))
    }
}

extension View {
    /// Mirrors `.id(_:)`.
    public func id<ID: Hashable>(_ id: ID) -> some View { IDModifier(content: self, id: id) }
}
