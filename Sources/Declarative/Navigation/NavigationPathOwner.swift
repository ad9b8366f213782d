/// A view that owns a declarative navigation path (a NavigationStack): how many screens
/// its path holds above the root. Hosts ask it to see who owns the visible stack.
@preconcurrency @MainActor
public protocol NavigationPathOwner {
    func pathDepth(_ node: ViewNode) -> Int
}

extension NavigationStack: NavigationPathOwner {
    /// The count of the path's values, read without updating anything: what the path says
    /// is pushed, even before the stack has shown it.
    public func pathDepth(_ node: ViewNode) -> Int {
        if let path { return path.wrappedValue.count }
        return node.existingStorage(OwnPath.self)?.values.count ?? 0
    }
}
