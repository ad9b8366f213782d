/// A view that owns a declarative navigation path (a NavigationStack): how many
/// destinations it has pushed. Hosts ask it to see who owns the visible stack.
@MainActor
public protocol NavigationPathOwner {
    func pathDepth(_ node: ViewNode) -> Int
}

extension NavigationStack: NavigationPathOwner {
    /// The stack's node holds the root and then one child per destination shown.
    public func pathDepth(_ node: ViewNode) -> Int { max(0, node.children.count - 1) }
}
