/// A node as what outlives it holds it (an observation's change handler, which can run after
/// the node left its tree; a subscription; a scroll view's followed control): the node while it
/// lives, nil after. Not a weak reference: that gives the node a side table, and every retain
/// and release of a node with one takes the runtime's slow path, in every phase. The node
/// clears it as it goes (`deinit`).
final class NodeReference: @unchecked Sendable {
    nonisolated(unsafe) unowned(unsafe) var node: ViewNode?
    @MainActor init(_ node: ViewNode) { self.node = node }
}

/// A primitive view value, boxed once per value (see `ViewNode.primitive`).
@MainActor
final class PrimitiveBox {
    let view: any PrimitiveView
    init(_ view: any PrimitiveView) { self.view = view }
}
