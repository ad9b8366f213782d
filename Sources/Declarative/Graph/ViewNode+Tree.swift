import Rules

/// A node's place in its tree: the walks over it, containment, focus, and invalidation.
extension ViewNode {
    /// The one walk of what takes part in focus, keys and preferences: this node, then its
    /// interactive descendants in layout order. `visit` returns false to leave a node's
    /// subtree out (a preference boundary keeps its preferences).
    func walkInteractive(_ visit: (ViewNode) -> Bool) {
        guard visit(self) else { return }
        for c in interactiveChildren { c.walkInteractive(visit) }
    }

    /// Visits this node and its interactive descendants in layout order.
    func forEachInteractive(_ body: (ViewNode) -> Void) {
        walkInteractive {
            body($0); return true
        }
    }

    /// The nodes above this one, its parent first.
    var ancestors: UnfoldSequence<ViewNode, ViewNode?> {
        sequence(state: parent) { next in
            guard let node = next else { return nil }
            next = node.parent
            return node
        }
    }

    /// True when `node` is this node or below it.
    public func contains(_ node: ViewNode) -> Bool {
        node === self || node.ancestors.contains { $0 === self }
    }

    // MARK: Focus

    /// True when this node is the focused control of its graph.
    public var isFocused: Bool { graph?.focusedNode === self }
    /// True when a view that scrolls (a scroll view) holds this node.
    var hasScrollingAncestor: Bool { ancestors.contains { $0.kind.handlesScrollKeys } }

    /// True when this node draws a focus mark: it is focused and its tree is in the front
    /// layer (`ViewGraph.isFocusVisible`). What controls read when they draw.
    public var showsFocus: Bool { isFocused && graph?.isFocusVisible != false }

    /// Asks the graph to focus this node (programmatic focus).
    public func requestFocus() { graph?.focus(self) }

    /// Visits this node and every descendant in layout order, shown or not (what a host
    /// searches for its navigator, its paths, its representables).
    package func forEachDescendant(_ body: (ViewNode) -> Void) {
        body(self)
        for c in children { c.forEachDescendant(body) }
    }

    /// The first of this node and its descendants, in layout order, for which `found` is
    /// true: the walk stops there.
    package func firstDescendant(where found: (ViewNode) -> Bool) -> ViewNode? {
        if found(self) { return self }
        for c in children {
            if let node = c.firstDescendant(where: found) { return node }
        }
        return nil
    }

    // MARK: Invalidation

    /// Records a rule finding through the graph's host (a primitive of another module, such
    /// as a representable, finds a rule broken where it sits).
    package func report(_ finding: RuleFinding) {
        graph?.report(finding)
    }

    /// Marks this node's body for re-evaluation before the next frame.
    public func invalidate() {
        guard !isDirty else { return }
        isDirty = true
        graph?.markDirty(self)
    }

    /// Mirrors `setNeedsLayout()`: what this node keeps in its storage, not in state, changed
    /// where its subtree goes (a list's visible rows after its selection moved). A key
    /// handler that changes such storage says so; the tree is not placed again otherwise.
    public func setNeedsLayout() { invalidateSizes() }

    /// Mirrors `setNeedsDisplay()`: storage changed how this node draws, not where (a
    /// field's cursor).
    public func setNeedsDisplay() { graph?.invalidateDisplay() }
}
