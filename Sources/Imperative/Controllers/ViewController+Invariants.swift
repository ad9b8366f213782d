/// The containers' consistency checks, as swift-collections keeps `_checkInvariants()`
/// beside each data structure: a navigation controller checks its stack and a tab bar
/// controller its tabs after every change to them. A broken invariant is a programming error
/// of the framework, not a rule of the catalog: debug builds stop and name it; release
/// builds (`make bench`, `make soak`) check nothing and pay nothing. What a container shows
/// (the stack, the tabs) is checked by the same three facts.
extension ViewController {
    /// Stops a debug build when `violations` names any broken invariant of this controller;
    /// does nothing in a release build, where `violations` is never evaluated.
    @inline(__always)
    func stopOnInvariantViolations(_ violations: @autoclosure () -> [String]) {
        #if DEBUG
            let found = violations()
            if !found.isEmpty {
                preconditionFailure("\(typeName) invariants broken:\n" + found.joined(separator: "\n"))
            }
        #endif
    }

    /// Containment of `shown`, the controllers this container lists (`role` names the list in
    /// messages): each has this controller as its parent, is one of its children, and is
    /// listed once.
    func containmentViolations(of shown: [ViewController], role: String) -> [String] {
        var violations: [String] = []
        var seen: Set<ObjectIdentifier> = []
        for c in shown {
            if !seen.insert(ObjectIdentifier(c)).inserted { violations.append("\(c.typeName) is \(role) twice") }
            if c.parent !== self { violations.append("\(c.typeName) is \(role) but its parent is not \(typeName)") }
            if !children.contains(where: { $0 === c }) {
                violations.append("\(c.typeName) is \(role) but not among the children of \(typeName)")
            }
        }
        return violations
    }

    /// The one controller of `shown` the user sees, `visible` (the top of a stack, the
    /// selected tab): its view, and of `shown` only its view, is in this controller's panel
    /// beside `bar`, once that panel is loaded; and it alone may be appeared, exactly while
    /// this controller is.
    func visibleChildViolations(of shown: [ViewController], visible: ViewController?, bar: Panel, role: String)
        -> [String]
    {
        var violations: [String] = []
        if let panel = viewIfLoaded {
            if bar.superview !== panel { violations.append("the bar is not in the panel of \(typeName)") }
            if let visible, visible.viewIfLoaded?.superview !== panel {
                violations.append("\(visible.typeName), \(role), does not have its view in the panel of \(typeName)")
            }
        }
        for c in shown where c !== visible {
            if let panel = viewIfLoaded, c.viewIfLoaded?.superview === panel {
                violations.append("\(c.typeName) has its view in the panel of \(typeName) but is not \(role)")
            }
            if c.isAppeared { violations.append("\(c.typeName) is appeared but is not \(role)") }
        }
        if let visible, visible.isAppeared != isAppeared {
            violations.append(
                "\(visible.typeName), \(role), is \(visible.isAppeared ? "" : "not ")appeared "
                    + "while \(typeName) is\(isAppeared ? "" : " not")")
        }
        return violations
    }
}
