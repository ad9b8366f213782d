import Terminal

/// Focus: focusable controls in layout order among the interactive nodes (a presented
/// sheet confines focus to itself), Tab/BackTab wrap, Up/Down stop at the ends so the
/// key can bubble, and `.focused` bindings both request and report focus.
///
/// Focus follows the control, never its position: a control that leaves the interactive
/// tree because the layout changed (a size class or dynamic type switching a `ViewThatFits`
/// or an `if` between two arrangements) hands focus to the control that takes its place —
/// first one whose `.focused` binding still asks for it (the binding's state outlives the
/// view, as `@FocusState` does), else the one with the same `FocusIdentity`. Only when no
/// such control exists does focus go back to the first that takes initial focus.
extension ViewGraph {
    /// Focusable, enabled nodes in layout order, as the last walk of the interactive tree
    /// found them (`refreshInteractiveNodes`).
    public var focusableNodes: [ViewNode] {
        interactiveNodes.focusable.filter { $0.environment.isEnabled }
    }

    /// Walks the interactive tree again when something changed what it holds (a node made or
    /// removed, an arrangement chosen): focus reads what the walk found until the next change,
    /// so an update that changed no structure (a new environment, a state change inside a
    /// control) costs no walk.
    func refreshInteractiveNodes() {
        guard needsInteractiveWalk else { return }
        needsInteractiveWalk = false
        var found = InteractiveNodes()
        root.forEachInteractive { node in
            let kind = node.kind
            if kind.isFocusable { found.focusable.append(node) }
            if kind.isFocusBinding { found.focusBindings.append(node) }
        }
        interactiveNodes = found
    }

    /// The focused control's label (button title, field label), as the state dump reports it.
    public var focusedLabel: String? { focusedNode?.focusableView?.focusLabel }
    /// The focused control's keys, for the footer.
    public var focusedKeyHints: [KeyHint] { focusedNode?.focusableView?.keyHints ?? [] }

    /// Focuses `node`. The tree is drawn again (the focus mark moves); it is placed again
    /// only when a scroll view holds the node, for the scroll view brings the focused
    /// control into view as it places its content.
    func focus(_ node: ViewNode) {
        if node.hasScrollingAncestor { invalidateLayout() }
        setFocusedNode(node, among: focusableNodes)
        publishFocus()
    }

    /// Sets the focused node and remembers its identity among `nodes` (the focusable nodes now).
    private func setFocusedNode(_ node: ViewNode?, among nodes: [ViewNode]) {
        focusedNode = node
        focusIdentity = node.flatMap { FocusIdentity(of: $0, among: nodes) }
    }

    /// Keeps focus on a control that is still focusable. When it left (the layout changed,
    /// the app removed it), focus goes to a control whose `.focused` binding asks for it,
    /// else to the control with the identity of the one that left, else to the first that
    /// takes initial focus.
    func repairFocus() {
        let nodes = focusableNodes
        if let f = focusedNode, nodes.contains(where: { $0 === f }) { return }
        let successor =
            requestedFocusTarget()
            ?? focusIdentity.flatMap { identity in nodes.first { FocusIdentity(of: $0, among: nodes) == identity } }
            ?? nodes.first { $0.focusableView?.takesInitialFocus == true }
        setFocusedNode(successor, among: nodes)
        publishFocus()
    }

    /// Moves focus by `delta` controls; `wraps` for Tab, not for Up/Down. False when it did not move.
    public func moveFocus(by delta: Int, wraps: Bool) -> Bool {
        let nodes = focusableNodes
        guard !nodes.isEmpty else { return false }
        guard let current = focusedNode, let i = nodes.firstIndex(where: { $0 === current }) else {
            focus(delta > 0 ? nodes[0] : nodes[nodes.count - 1])
            return true
        }
        var j = i + delta
        if wraps { j = (j % nodes.count + nodes.count) % nodes.count }
        guard nodes.indices.contains(j), j != i else { return false }
        focus(nodes[j])
        return true
    }

    /// The `.focused` views of the interactive tree, in layout order, with their current values.
    private var focusBindings: [(node: ViewNode, modifier: any FocusBindingView)] {
        interactiveNodes.focusBindings.compactMap { node in (node.view as? any FocusBindingView).map { (node, $0) } }
    }

    /// The first focusable control inside a `.focused` view whose binding asks for focus and
    /// does not hold it already.
    private func requestedFocusTarget() -> ViewNode? {
        for (node, modifier) in focusBindings where modifier.isRequested {
            if let f = focusedNode, node.contains(f) { continue }
            var target: ViewNode?
            node.forEachInteractive { n in
                if target == nil, n.kind.isFocusable, n.environment.isEnabled { target = n }
            }
            if let target { return target }
        }
        return nil
    }

    /// Moves focus to a `.focused` view whose binding asks for it (programmatic focus).
    func applyFocusRequests() {
        if let target = requestedFocusTarget() { setFocusedNode(target, among: focusableNodes) }
        publishFocus()
    }

    /// Writes the focus into every `.focused` binding: true (or its value) inside, cleared outside.
    func publishFocus() {
        for (node, modifier) in focusBindings {
            let inside = focusedNode.map { node.contains($0) } ?? false
            if inside != modifier.isRequested { modifier.setFocused(inside) }
        }
    }
}
