import Terminal

/// Mirrors UITabBar: one row at the bottom with every tab's key and title, the selected
/// one in brackets (`[1 Ledger]  2 Account`). Right-to-left reverses the order.
@preconcurrency @MainActor
public final class TabBar: Panel {
    weak var tabBarController: TabBarController?

    public override init() {
        super.init()
        backgroundColor = .bar
    }

    /// The labels and the selected tab, as the last update found them.
    private var shown: (labels: [String], selected: Int)?

    /// Visited in every update phase: it reads its tab bar items each frame.
    public override var updatesContentEveryFrame: Bool { true }

    /// The bar draws what its controller's tabs say: it draws again when that changes.
    public override func updateContent(in context: UpdateContext) {
        guard let tabs = tabBarController else { return }
        let labels = tabs.viewControllers.indices.map { i in
            tabs.tabTitle(at: i) + (tabs.viewControllers[i].tabBarItem.badgeValue.map { " (\($0))" } ?? "")
        }
        if let shown, shown.labels == labels, shown.selected == tabs.selectedIndex { return }
        shown = (labels, tabs.selectedIndex)
        setNeedsDisplay()
    }

    /// A click on a tab selects it (each tab has an equal slot, mirrored in right-to-left).
    public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
        guard event.action == .click, let tabs = tabBarController, !tabs.viewControllers.isEmpty else { return false }
        let slot = max(1, bounds.width / tabs.viewControllers.count)
        let rtl = tabs.currentTraits.layoutDirection == .rightToLeft
        let i = (rtl ? bounds.width - 1 - point.x : point.x) / slot
        guard tabs.viewControllers.indices.contains(i) else { return false }
        tabs.selectTab(at: i)
        return true
    }

    public override func draw(in context: inout DrawContext) {
        guard let tabs = tabBarController, !tabs.viewControllers.isEmpty else { return }
        let count = tabs.viewControllers.count
        let slot = bounds.width / count
        for i in 0..<count {
            var label = "\(i + 1) \(tabs.tabTitle(at: i))"
            if let badge = tabs.viewControllers[i].tabBarItem.badgeValue { label += " (\(badge))" }
            let selected = i == tabs.selectedIndex
            // Cut the title, never the brackets: a selected tab cut short still reads as selected.
            let inner = DisplayWidth.truncate(label, to: max(0, slot - 2))
            label = selected ? "[\(inner)]" : " \(inner) "
            let w = DisplayWidth.of(label)
            let x = context.mirroredX(i * slot + (slot - w) / 2, width: w, in: bounds.width)
            var style = context.palette.bar
            if selected { style = style.with(foreground: context.palette.tint).adding(.bold) }
            context.draw(label, at: Point(x: x, y: 0), style: style)
        }
    }
}
