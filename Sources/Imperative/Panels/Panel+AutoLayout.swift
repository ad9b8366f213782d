import Terminal

/// Auto Layout's pass: a panel places the subviews its active constraints place, before its
/// `layoutSubviews` runs, as UIView's own `layoutSubviews` applies the engine's frames first.
/// A conflict or an ambiguity is reported once, as a diagnostic of the controller that shows
/// the panel (UIKit logs "Unable to simultaneously satisfy constraints" and breaks one); the
/// layout goes on with what could be solved.
extension Panel {
    func solveConstraints() {
        guard !engagedConstraints.isEmpty || subviews.contains(where: { !$0.engagedConstraints.isEmpty }) else {
            return
        }
        var seen = Set<ObjectIdentifier>()
        var constraints: [NSLayoutConstraint] = []
        func collect(_ panel: Panel) {
            for c in panel.engagedConstraints
            where LayoutSolver.solves(c, in: self) && seen.insert(ObjectIdentifier(c)).inserted {
                constraints.append(c)
            }
        }
        // This panel's, then its subviews', without an array of them all at every pass.
        collect(self)
        for panel in subviews { collect(panel) }
        guard !constraints.isEmpty else { return }
        constraints.sort { $0.activation < $1.activation }
        let rightToLeft = viewController?.currentTraits.layoutDirection == .rightToLeft
        var solver = LayoutSolver(container: self, constraints: constraints, rightToLeft: rightToLeft)
        var issues = solver.solve(constraints).map { broken, others in
            LayoutIssue.unsatisfiable(broken: broken, conflicting: others)
        }
        for panel in solver.unknowns {
            for horizontal in [true, false] {
                guard let axis = solver.axis(of: panel, horizontal: horizontal), !axis.isSolved else { continue }
                issues.append(.ambiguous(panel, horizontal: horizontal, axis: axis))
            }
            panel.frame = solver.frame(of: panel)
        }
        report(issues)
    }

    /// Mirrors what `removeFromSuperview()` does to constraints
    /// (developer.apple.com/documentation/uikit/uiview/removefromsuperview()): those that name
    /// this panel and a panel outside its subtree are deactivated. The subviews' own are left
    /// alone: one that crosses the boundary names panels no common superview solves.
    func deactivateConstraintsLeavingSubtree() {
        NSLayoutConstraint.deactivate(
            engagedConstraints.filter { c in
                [c.firstPanel, c.secondPanel].contains { $0.map { !$0.isDescendant(of: self) } ?? false }
            })
    }

    /// Reports the issues the last pass did not have: a conflict that stays is reported once.
    private func report(_ issues: [LayoutIssue]) {
        let fresh = issues.filter { !layoutIssues.contains($0) }
        layoutIssues = issues
        for issue in fresh { viewController?.recordDiagnostic(id: issue.id, message: issue.message) }
    }
}

/// What a layout pass could not do, as the diagnostic names it.
struct LayoutIssue: Hashable {
    let id: String
    let message: String

    /// UIKit's "Unable to simultaneously satisfy constraints": `broken` is left out.
    @MainActor static func unsatisfiable(broken: NSLayoutConstraint, conflicting: [NSLayoutConstraint]) -> Self {
        let others =
            conflicting.isEmpty
            ? "" : ", which conflicts with " + conflicting.map(\.description).joined(separator: ", ")
        return LayoutIssue(
            id: "unsatisfiable-constraints",
            message: "Unable to simultaneously satisfy constraints: breaking \(broken)\(others)")
    }

    /// A panel whose constraints leave its position or size on an axis free.
    @MainActor static func ambiguous(_ panel: Panel, horizontal: Bool, axis: LayoutSolver.Axis) -> Self {
        let position = horizontal ? "horizontal position" : "vertical position"
        let size = horizontal ? "width" : "height"
        let missing = [axis.origin == nil ? position : nil, axis.size == nil ? size : nil].compactMap { $0 }
        return LayoutIssue(
            id: "ambiguous-layout",
            message: "Ambiguous layout: \(LayoutItem(panel: panel, guide: nil).name) has no "
                + missing.joined(separator: " and ") + " its constraints fix")
    }
}

extension LayoutSolver {
    enum Outcome { case notYet, held, broken }

    /// Propagates `constraints` to a fixed point: required ones, then optional ones by
    /// priority, then intrinsic sizes. Returns the required constraints broken, each with the
    /// ones held before it on the same axis and panels.
    mutating func solve(_ constraints: [NSLayoutConstraint]) -> [(NSLayoutConstraint, [NSLayoutConstraint])] {
        var required = constraints.filter { $0.priority >= .required }
        var optional = constraints.filter { $0.priority < .required }.sorted { $0.priority > $1.priority }
        var intrinsic = unknowns.flatMap { [($0, true), ($0, false)] }
        var held: [NSLayoutConstraint] = []
        var broken: [(NSLayoutConstraint, [NSLayoutConstraint])] = []
        while true {
            var progress = false
            var waiting: [NSLayoutConstraint] = []
            for c in required {
                switch apply(c) {
                case .notYet: waiting.append(c)
                case .held: held.append(c)
                case .broken: broken.append((c, held.filter { meet($0, c) }))
                }
            }
            progress = waiting.count < required.count
            required = waiting
            if progress { continue }
            if let i = optional.firstIndex(where: isApplicable) {
                let c = optional.remove(at: i)
                if apply(c) == .held { held.append(c) }
                continue
            }
            if !intrinsic.isEmpty {
                let (panel, horizontal) = intrinsic.removeFirst()
                _ = adoptIntrinsicSize(of: panel, horizontal: horizontal)
                continue
            }
            return broken
        }
    }

    /// True when `c` can be applied now: one side has a value.
    func isApplicable(_ c: NSLayoutConstraint) -> Bool {
        guard let first = c.firstItem else { return false }
        guard let second = c.secondItem, let attribute = c.secondAttribute else { return true }
        return value(of: second, attribute) != nil || value(of: first, c.firstAttribute) != nil
    }

    /// Gives the side without a value the value the other side and `c` give it.
    mutating func apply(_ c: NSLayoutConstraint) -> Outcome {
        guard isApplicable(c), let first = c.firstItem else { return .notYet }
        guard let second = c.secondItem, let attribute = c.secondAttribute else {
            return assert(first, c.firstAttribute, c.constant) ? .held : .broken
        }
        if let value = value(of: second, attribute) {
            let scaled = c.multiplier == 1 ? value : Int((c.multiplier * Double(value)).rounded())
            return assert(first, c.firstAttribute, scaled + c.constant) ? .held : .broken
        }
        guard c.multiplier != 0, let value = value(of: first, c.firstAttribute) else { return .notYet }
        let unscaled = Double(value - c.constant) / c.multiplier
        return assert(second, attribute, Int(unscaled.rounded())) ? .held : .broken
    }

    /// True when `a` and `b` constrain the same axis of a panel the container places.
    func meet(_ a: NSLayoutConstraint, _ b: NSLayoutConstraint) -> Bool {
        guard a.firstAttribute.isHorizontal == b.firstAttribute.isHorizontal else { return false }
        let panels = [b.firstPanel, b.secondPanel].compactMap { $0 }.filter { $0 !== container }
        return [a.firstPanel, a.secondPanel].contains { p in panels.contains { $0 === p } }
    }
}

extension Panel {
    /// A plain panel holding `content` pinned to its safe area: the root view a list controller
    /// (`ListViewController`, `TableViewController`, `CollectionViewController`) loads.
    public static func safeAreaRoot(holding content: Panel) -> Panel {
        let root = Panel()
        root.addSubview(content)
        content.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(content.edgeConstraints(equalTo: root.safeAreaLayoutGuide))
        return root
    }
}
