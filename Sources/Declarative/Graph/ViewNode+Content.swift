extension ViewNode {
    /// Reconciles a container's one content child (a modifier's content, a button's label), as
    /// `reconcile(.content(content))` does. A content that is one view of the type the child
    /// has, under the content identity, goes to that child without building a list: a modifier
    /// given a new view value (every row of a reused cell) hands its content down with no
    /// allocation of its own.
    public func reconcileContent<Content: View>(_ content: Content) {
        if childKeysAreUnique, children.count == 1, graph != nil,
            childKeys[0].type == ObjectIdentifier(Content.self), content._listContent == nil,
            childKeys[0].id == ViewList.contentID
        {
            children[0].update(typed: content, environment: childEnvironment)
            return
        }
        reconcile(.content(content))
    }

    /// Reconciles a body, as `reconcile(ViewList.of(body))` does; a body that is one view of the
    /// type of the one child goes to it without building a list, as a modifier's content does.
    func reconcileBody<Body: View>(_ body: Body) {
        if childKeysAreUnique, children.count == 1, graph != nil,
            childKeys[0].type == ObjectIdentifier(Body.self), childKeys[0].id == .root, body._listContent == nil
        {
            children[0].update(typed: body, environment: childEnvironment)
            return
        }
        reconcile(ViewList.of(body))
    }
}
