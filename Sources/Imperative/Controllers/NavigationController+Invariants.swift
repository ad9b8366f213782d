/// What must hold of a navigation stack after every change to it (`pushViewController`, the
/// pops, `setViewControllers`, a controller leaving by `removeFromParent()`); see
/// `ViewController+Invariants`.
extension NavigationController {
    /// Stops a debug build when an invariant of the stack does not hold, naming each broken
    /// fact; does nothing in a release build.
    @inline(__always)
    func _checkInvariants() {
        stopOnInvariantViolations(_invariantViolations())
    }

    /// The invariants of the stack that do not hold now, one sentence each; empty when it is
    /// consistent. Every controller on the stack is a child of this one, with it as parent,
    /// and is on the stack once; the navigation bar belongs to this controller; once the
    /// panel is loaded it holds the bar and the top's view, and no other view of the stack;
    /// no controller under the top is appeared, and the top is appeared exactly while this
    /// controller is.
    func _invariantViolations() -> [String] {
        var violations = containmentViolations(of: viewControllers, role: "on the stack")
        if navigationBar.navigation !== self { violations.append("the navigation bar does not belong to \(typeName)") }
        violations += visibleChildViolations(
            of: viewControllers, visible: topViewController, bar: navigationBar,
            role: "the top of the stack")
        return violations
    }
}
