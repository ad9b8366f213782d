/// What must hold of a tab bar controller's tabs after every change to them
/// (`setViewControllers`, `selectTab(at:)`, a tab leaving by `removeFromParent()`); see
/// `ViewController+Invariants`.
extension TabBarController {
    /// Stops a debug build when an invariant of the tabs does not hold, naming each broken
    /// fact; does nothing in a release build.
    @inline(__always)
    func _checkInvariants() {
        stopOnInvariantViolations(_invariantViolations())
    }

    /// The invariants of the tabs that do not hold now, one sentence each; empty when they
    /// are consistent. Every tab is a child of this controller, with it as parent, and is
    /// listed once; the selected index names a tab (0 when there is none); the tab bar
    /// belongs to this controller; once the panel is loaded it holds the tab bar and the
    /// selected tab's view, and no other tab's; only the selected tab is appeared, exactly
    /// while this controller is.
    func _invariantViolations() -> [String] {
        var violations = containmentViolations(of: viewControllers, role: "a tab")
        if viewControllers.isEmpty ? selectedIndex != 0 : !viewControllers.indices.contains(selectedIndex) {
            violations.append("the selected index \(selectedIndex) names no tab of \(viewControllers.count)")
        }
        if tabBar.tabBarController !== self { violations.append("the tab bar does not belong to \(typeName)") }
        violations += visibleChildViolations(
            of: viewControllers, visible: selectedViewController, bar: tabBar,
            role: "the selected tab")
        return violations
    }
}
