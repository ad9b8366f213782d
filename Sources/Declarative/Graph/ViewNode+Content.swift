extension ViewNode {
    /// Reconciles a container's one content child (a modifier's content, a button's label, a
    /// presented box's body) under the content identity (`ViewList.contentID`), through
    /// `reconcileChildren`: a content of the shape the children have goes to them in its own type.
    public func reconcileContent<Content: View>(_ content: Content) {
        reconcileChildren(of: content, id: ViewList.contentID)
    }

    /// Reconciles a body (its children are under the list's top identity), through
    /// `reconcileChildren`, as a modifier's content is.
    func reconcileBody<Body: View>(_ body: Body) { reconcileChildren(of: body, id: .root) }

    /// Reconciles the children `view` stands for under `id` (`ViewList.of`, `.content`): when
    /// they are the children this node has, the same identities in the same order, each goes to
    /// its child in its own type (`updateChild`), with no list built and no view boxed in an
    /// existential; a node without children yet has them made in their own types
    /// (`ChildBuilder`); otherwise the list is built and reconciled. A mismatch found partway (a
    /// child that appeared or went) leaves the children before it given their new values once
    /// already; the reconcile gives them the same values again.
    public func reconcileChildren<Content: View>(of view: Content, id: ViewID) {
        if childKeysAreUnique, graph != nil, let end = updateChild(view, at: 0, id: id), end == children.count {
            return
        }
        if children.isEmpty { return buildChildren { $0.append(view, id: id) } }
        var list = ViewList()
        list.append(view, id: id)
        reconcile(list)
    }

    /// Gives `view`, which stands for the children from `index` on under `id`, to those children
    /// in its own type, and returns the index after them; nil when they are not those children.
    public func updateChild<V: View>(_ view: V, at index: Int, id: ViewID) -> Int? {
        if let list = view._listContent { return list.updateChildren(of: self, from: index, id: id) }
        guard index < children.count, childKeys[index].id == id, childKeys[index].type == ObjectIdentifier(V.self)
        else { return nil }
        children[index].update(typed: view, environment: childEnvironment)
        return index + 1
    }
}

/// The children a node is given when it has none (`ViewNode.buildChildren`): each view is made
/// a node in its own type as it is appended, with the identity `ViewList` would give it. A view
/// that stands for several children appends them (`ViewListContent.buildChildren`).
@MainActor
public struct ChildBuilder: ChildSink {
    let parent: ViewNode
    let graph: ViewGraph
    private(set) var nodes: [ViewNode] = []
    private(set) var keys: [ViewNode.ChildKey] = []

    init(parent: ViewNode, graph: ViewGraph) {
        self.parent = parent
        self.graph = graph
    }

    /// Makes room for `n` more children at once (a block's), instead of growing one at a time.
    public mutating func reserveCapacity(forMore n: Int) {
        nodes.reserveCapacity(nodes.count + n)
        keys.reserveCapacity(keys.count + n)
    }

    mutating func appendChild<V: View>(_ view: V, id: ViewID) { append(view, id: id) }

    /// Appends the children `view` stands for under `id`: itself, or what it collects.
    public mutating func append<V: View>(_ view: V, id: ViewID) {
        if let content = view._listContent { return content.buildChildren(into: &self, id: id) }
        let environment = parent.childEnvironment
        let node = ViewNode(view: view, environment: environment, parent: parent, graph: graph)
        node.refresh(environment: environment)
        nodes.append(node)
        keys.append(ViewNode.ChildKey(id: id, type: ObjectIdentifier(V.self)))
    }
}
