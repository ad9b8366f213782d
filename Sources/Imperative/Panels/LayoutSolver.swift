import Terminal

/// The constraints one panel's layout pass solves, on whole cells: Auto Layout's equalities
/// between a panel, its guides, its subviews and theirs, propagated one axis at a time.
///
/// Every subview with `translatesAutoresizingMaskIntoConstraints` false that a constraint names
/// has two unknowns per axis, its origin and its size; the container and every other subview
/// are known rectangles. A constraint with one side known gives the other side a value (a
/// fact); two facts on an axis fix both unknowns. Required constraints propagate first; then
/// optional ones, highest priority first, each only where it agrees with what is already
/// fixed; then a size still free takes the panel's `intrinsicContentSize`.
///
/// Limits (Seam's choices, in DECISIONS.md): equalities only (no inequalities, so priorities
/// only decide which optional constraint is tried first); a constraint is solved by the common
/// superview of what it names, so it names the container, its subviews or their guides — a
/// constraint across generations further apart takes no part; cycles that only a linear
/// system would solve (`a.width == b.width`, `a.width + b.width == container.width` and no
/// other fact) stay unsolved and are reported as ambiguous; a centre is `min + size / 2`
/// rounded down, and a size fixed by a centre and an edge is even.
@preconcurrency @MainActor
struct LayoutSolver {
    /// Which edge of an axis an attribute names.
    enum Edge { case min, max, center, size }

    /// One side's value: `edge` of `panel`'s rectangle less `insets` (a guide's) on one axis.
    struct Fact {
        var edge: Edge
        var insets: (Int, Int)
        var value: Int
    }

    /// What is known of one unknown panel on one axis.
    struct Axis {
        var origin: Int?
        var size: Int?
        var facts: [Fact] = []
        var isSolved: Bool { origin != nil && size != nil }
    }

    struct Key: Hashable {
        let panel: ObjectIdentifier
        let horizontal: Bool
    }

    let container: Panel
    let rightToLeft: Bool
    /// The subviews the constraints place, in subview order.
    private(set) var unknowns: [Panel] = []
    private var axes: [Key: Axis] = [:]

    init(container: Panel, constraints: [NSLayoutConstraint], rightToLeft: Bool) {
        self.container = container
        self.rightToLeft = rightToLeft
        let named = Set(
            constraints.flatMap { [$0.firstPanel, $0.secondPanel].compactMap { $0.map(ObjectIdentifier.init) } })
        unknowns = container.subviews.filter {
            !$0.translatesAutoresizingMaskIntoConstraints && named.contains(ObjectIdentifier($0))
        }
        axes.reserveCapacity(2 * unknowns.count)
        for panel in unknowns {
            for horizontal in [true, false] {
                axes[Key(panel: ObjectIdentifier(panel), horizontal: horizontal)] = Axis()
            }
        }
    }

    /// True when this container solves `c`: everything it names is the container or one of its
    /// subviews, and one of them is a subview (a constraint on the container alone is its
    /// superview's to solve).
    static func solves(_ c: NSLayoutConstraint, in container: Panel) -> Bool {
        guard let first = c.firstPanel else { return false }
        let panels = [first] + (c.secondPanel.map { [$0] } ?? [])
        return panels.allSatisfy { $0 === container || $0.superview === container }
            && panels.contains { $0.superview === container }
    }

    // MARK: Values

    func edge(of attribute: LayoutAttribute) -> Edge {
        switch attribute {
        case .leading: rightToLeft ? .max : .min
        case .trailing: rightToLeft ? .min : .max
        case .left, .top: .min
        case .right, .bottom: .max
        case .centerX, .centerY: .center
        case .width, .height: .size
        }
    }

    private func insets(of item: LayoutItem, horizontal: Bool) -> (Int, Int) {
        guard let guide = item.guide else { return (0, 0) }
        let e = item.panel.insets(of: guide)
        return horizontal ? (e.leading, e.trailing) : (e.top, e.bottom)
    }

    private static func value(_ edge: Edge, origin: Int, size: Int) -> Int {
        switch edge {
        case .min: origin
        case .max: origin + size
        case .center: origin + size / 2
        case .size: size
        }
    }

    /// -1 for leading and trailing in right-to-left layout: they are measured leftwards, so
    /// `leading == superview.leading + 2` insets by two columns in either direction, as in UIKit.
    func sign(of attribute: LayoutAttribute) -> Int {
        rightToLeft && (attribute == .leading || attribute == .trailing) ? -1 : 1
    }

    /// The value of `attribute` of `item` in the container's coordinates, if it is known yet.
    func value(of item: LayoutItem, _ attribute: LayoutAttribute) -> Int? {
        rawValue(of: item, attribute).map { $0 * sign(of: attribute) }
    }

    /// The value of the edge `attribute` names, left to right.
    private func rawValue(of item: LayoutItem, _ attribute: LayoutAttribute) -> Int? {
        let horizontal = attribute.isHorizontal, edge = edge(of: attribute)
        if let axis = axes[Key(panel: ObjectIdentifier(item.panel), horizontal: horizontal)] {
            let (a, b) = insets(of: item, horizontal: horizontal)
            if let origin = axis.origin, let size = axis.size {
                return Self.value(edge, origin: origin + a, size: size - a - b)
            }
            if edge == .min, let origin = axis.origin { return origin + a }
            if edge == .size, let size = axis.size { return size - a - b }
            return axis.facts.first { $0.edge == edge && $0.insets == (a, b) }?.value
        }
        var rect = item.panel === container ? container.bounds : item.panel.frame
        if let guide = item.guide { rect = rect.inset(by: item.panel.insets(of: guide)) }
        return horizontal
            ? Self.value(edge, origin: rect.x, size: rect.width) : Self.value(edge, origin: rect.y, size: rect.height)
    }

    // MARK: Facts

    /// Gives `attribute` of `item` the value `value`: true when it agrees with what is fixed.
    /// A fact that disagrees is not kept.
    mutating func assert(_ item: LayoutItem, _ attribute: LayoutAttribute, _ value: Int) -> Bool {
        let key = Key(panel: ObjectIdentifier(item.panel), horizontal: attribute.isHorizontal)
        let value = value * sign(of: attribute)
        guard var axis = axes[key] else { return rawValue(of: item, attribute) == value }
        let fact = Fact(edge: edge(of: attribute), insets: insets(of: item, horizontal: key.horizontal), value: value)
        let before = axis
        axis.facts.append(fact)
        Self.resolve(&axis)
        guard Self.agrees(axis) else {
            axes[key] = before
            return false
        }
        axes[key] = axis
        return true
    }

    /// Fixes what two facts fix (in place of the unknowns still free).
    static func resolve(_ axis: inout Axis, assumingSize assumed: Int? = nil) {
        for f in axis.facts {
            if axis.origin == nil, f.edge == .min { axis.origin = f.value - f.insets.0 }
            if axis.size == nil, f.edge == .size { axis.size = f.value + f.insets.0 + f.insets.1 }
        }
        if axis.size == nil, axis.origin == nil, let assumed { axis.size = assumed }
        if axis.origin == nil, axis.size == nil,
            let end = axis.facts.first(where: { $0.edge == .max }).map({ $0.value + $0.insets.1 }),
            let c = axis.facts.first(where: { $0.edge == .center })
        {
            // o + s == end and o + a + (s - a - b) / 2 == c: the inner size is even.
            let inner = 2 * (end - c.insets.1 - c.value)
            axis.size = inner + c.insets.0 + c.insets.1
        }
        for f in axis.facts where f.edge == .max || f.edge == .center {
            let (a, b) = f.insets
            switch (axis.origin, axis.size, f.edge) {
            case (let o?, nil, .max): axis.size = f.value + b - o
            case (nil, let s?, .max): axis.origin = f.value + b - s
            case (let o?, nil, .center): axis.size = 2 * (f.value - o - a) + a + b
            case (nil, let s?, .center): axis.origin = f.value - a - (s - a - b) / 2
            default: break
            }
        }
        if axis.size == nil, let assumed { axis.size = assumed }
    }

    /// True when every fact holds for what is fixed (an edge with nothing fixed yet holds).
    static func agrees(_ axis: Axis) -> Bool {
        axis.facts.allSatisfy { f in
            let (a, b) = f.insets
            switch (axis.origin, axis.size, f.edge) {
            case (let o?, let s?, _): return value(f.edge, origin: o + a, size: s - a - b) == f.value
            case (let o?, nil, .min): return o + a == f.value
            case (_, let s?, .size): return s - a - b == f.value
            default: return true
            }
        }
    }

    func axis(of panel: Panel, horizontal: Bool) -> Axis? {
        axes[Key(panel: ObjectIdentifier(panel), horizontal: horizontal)]
    }

    /// Gives a free size the panel's intrinsic size, if it has one: true when it did (false
    /// also when it disagrees with what is fixed).
    mutating func adoptIntrinsicSize(of panel: Panel, horizontal: Bool) -> Bool {
        let key = Key(panel: ObjectIdentifier(panel), horizontal: horizontal)
        guard let axis = axes[key], axis.size == nil, let intrinsic = panel.intrinsicContentSize else { return false }
        return assert(LayoutItem(panel: panel, guide: nil), horizontal ? .width : .height, intrinsic.width(horizontal))
    }

    /// The frame of an unknown panel: what is fixed, a free size zero, a free origin zero.
    func frame(of panel: Panel) -> Rect {
        var h = axis(of: panel, horizontal: true) ?? Axis(), v = axis(of: panel, horizontal: false) ?? Axis()
        Self.resolve(&h, assumingSize: 0)
        Self.resolve(&v, assumingSize: 0)
        return Rect(x: h.origin ?? 0, y: v.origin ?? 0, width: max(0, h.size ?? 0), height: max(0, v.size ?? 0))
    }
}

extension Size {
    fileprivate func width(_ horizontal: Bool) -> Int { horizontal ? width : height }
}
