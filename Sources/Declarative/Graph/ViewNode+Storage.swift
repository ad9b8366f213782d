/// A node's storage: what primitive views keep per identity, one object per type, and the
/// storage that has work to do when its node leaves the tree.
extension ViewNode {
    /// The private, persistent storage of a primitive view (a text field's cursor, a list's
    /// scroll position), created on first use and kept while the identity holds.
    public func storage<T: AnyObject>(_ make: () -> T) -> T {
        let key = TypeKey(T.self)
        if let existing = typedStorage[key] as? T { return existing }
        let made = make()
        typedStorage[key] = made
        return made
    }

    /// Tells the storage that outlives an update (`NodeStorageEnding`) that the node left its
    /// tree, while the graph still knows where it was.
    func endStorage() {
        for case let storage as any NodeStorageEnding in typedStorage.values { storage.nodeDidLeaveTree() }
    }

    /// The storage of type `T` if it was made (by `storage` in an update or layout): what a
    /// draw reads, since drawing makes nothing.
    public func existingStorage<T: AnyObject>(_ type: T.Type) -> T? {
        typedStorage[TypeKey(T.self)] as? T
    }
}

/// Storage (`ViewNode.storage`) that has work to do when its node leaves the tree: a
/// representable's controller disappears and leaves its host, a view representable's panel
/// is dismantled. The graph calls it as it
/// removes the node (`ViewGraph.nodeRemoved`), so that work happens at the removal, not
/// whenever the last reference to the storage goes.
@MainActor
package protocol NodeStorageEnding: AnyObject {
    func nodeDidLeaveTree()
}
