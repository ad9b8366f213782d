import Terminal

/// The graph's consistency checks, as swift-collections keeps `_checkInvariants()` beside
/// each data structure: what must hold whenever a mutation that ends a reconcile returns
/// (`init`, `update()`, `setRootView(_:)`, `layout(in:)`). A broken invariant is a
/// programming error of the engine, not a rule of the catalog: debug builds stop and name
/// it; release builds (`make bench`, `make soak`) check nothing and pay nothing.
extension ViewGraph {
    /// Stops a debug build when an invariant of the graph does not hold, naming each broken
    /// fact; does nothing in a release build.
    @inline(__always)
    func _checkInvariants() {
        #if DEBUG
            let violations = _invariantViolations()
            if !violations.isEmpty {
                preconditionFailure("view graph invariants broken:\n" + violations.joined(separator: "\n"))
            }
        #endif
    }

    /// The invariants that do not hold now, one sentence each; empty when the graph is
    /// consistent. `_checkInvariants()` stops on the first non-empty answer; tests read it.
    ///
    /// - The tree: the root has no parent and depth 0; each child names the node holding it
    ///   as its parent and lies one deeper; no node appears twice; every node names this graph.
    /// - Invalidation: a dirty node in the tree waits in the pending list (else nothing would
    ///   ever evaluate it again: `invalidate()` returns at once for a dirty node), and a
    ///   pending node still dirty is in the tree (a removed subtree is never evaluated).
    /// - The interactive walk: while no walk is asked for, what the last one found is what a
    ///   walk finds now (focus and preferences read it).
    /// - Focus, once no update is pending: the focused node is in the tree, focusable,
    ///   enabled and among the focusable nodes of the interactive tree.
    func _invariantViolations() -> [String] {
        var violations: [String] = []
        let root: ViewNode = root
        if root.parent != nil { violations.append("the root \(root.viewTypeName) has a parent") }
        if root.depth != 0 { violations.append("the root \(root.viewTypeName) is at depth \(root.depth), not 0") }
        let pending = Set(dirty.map(ObjectIdentifier.init))
        var inTree: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        var unvisited = [root]
        while let node = unvisited.popLast() {
            if node.graph !== self {
                violations.append("\(node.viewTypeName) is in the tree but does not name its graph")
            }
            if node.isDirty && !pending.contains(ObjectIdentifier(node)) {
                violations.append(
                    "\(node.viewTypeName) is dirty but waits for no update: nothing would evaluate it again")
            }
            for child in node.children {
                if child.parent !== node {
                    violations.append(
                        "\(child.viewTypeName) does not name \(node.viewTypeName), which holds it, as its parent")
                }
                if child.depth != node.depth + 1 {
                    violations.append(
                        "\(child.viewTypeName) is at depth \(child.depth) "
                            + "under \(node.viewTypeName) at depth \(node.depth)"
                    )
                }
                guard inTree.insert(ObjectIdentifier(child)).inserted else {
                    violations.append("\(child.viewTypeName) appears twice in the tree")
                    continue
                }
                unvisited.append(child)
            }
        }
        for node in dirty where node.isDirty && !inTree.contains(ObjectIdentifier(node)) {
            violations.append("\(node.viewTypeName) waits for an update but is not in the tree")
        }
        if !needsInteractiveWalk { violations += interactiveWalkViolations() }
        if !needsUpdate, let focused = focusedNode {
            let name = focused.viewTypeName
            if !inTree.contains(ObjectIdentifier(focused)) {
                violations.append("the focused node \(name) is not in the tree")
            } else if !focused.kind.isFocusable {
                violations.append("the focused node \(name) is not focusable")
            } else if !focused.environment.isEnabled {
                violations.append("the focused node \(name) is disabled")
            } else if !needsInteractiveWalk, !interactiveNodes.focusable.contains(where: { $0 === focused }) {
                violations.append("the focused node \(name) is not among the focusable nodes of the interactive tree")
            }
        }
        return violations
    }

    /// What differs between the last walk of the interactive tree and a walk now.
    private func interactiveWalkViolations() -> [String] {
        var focusable: [ViewNode] = []
        var focusBindings: [ViewNode] = []
        root.forEachInteractive { node in
            if node.kind.isFocusable { focusable.append(node) }
            if node.kind.isFocusBinding { focusBindings.append(node) }
        }
        var violations: [String] = []
        if !focusable.elementsEqual(interactiveNodes.focusable, by: ===) {
            violations.append(
                "the focusable nodes differ from a walk of the interactive tree, and no walk is asked for")
        }
        if !focusBindings.elementsEqual(interactiveNodes.focusBindings, by: ===) {
            violations.append("the .focused views differ from a walk of the interactive tree, and no walk is asked for")
        }
        return violations
    }
}

extension ViewGraph {
    /// Stops a debug build when a size a node kept differs from the size measured anew: a
    /// change below it should have made it forget (`ViewNode.invalidateSizes`). Every kept
    /// size is measured again with no node's cache (`verifiedSize`), so nothing is placed and
    /// the tree is left as a release build's. Does nothing in a release build.
    @inline(__always)
    func _checkKeptSizes() {
        #if DEBUG
            var kept: [(node: ViewNode, sizes: [SizeCache.Entry])] = []
            root.forEachDescendant { kept.append(($0, $0.keptSizes)) }
            verifyingSizes = [:]
            defer { verifyingSizes = nil }
            var differences: [String] = []
            for (node, sizes) in kept {
                for entry in sizes where differences.count < 5 {
                    let measured = node.sizeThatFits(entry.proposal)
                    if measured != entry.size {
                        differences.append(
                            "\(node.viewTypeName) kept \(entry.size) for \(entry.proposal), measures \(measured)")
                    }
                }
            }
            if !differences.isEmpty {
                preconditionFailure("a kept size is out of date:\n" + differences.joined(separator: "\n"))
            }
        #endif
    }

    #if DEBUG
        /// The size of `node` for `proposal` measured without the nodes' caches, each answer kept
        /// for the one check under way (`_checkKeptSizes`).
        func verifiedSize(of node: ViewNode, _ proposal: ProposedSize, measure: () -> Size) -> Size {
            let key = VerifiedSizeKey(node: ObjectIdentifier(node), width: proposal.width, height: proposal.height)
            if let known = verifyingSizes?[key] { return known }
            let size = measure()
            verifyingSizes?[key] = size
            return size
        }
    #endif
}

/// A node and a proposal, as `ViewGraph.verifiedSize` keeps their sizes.
struct VerifiedSizeKey: Hashable {
    let node: ObjectIdentifier
    let width: Int?
    let height: Int?
}
