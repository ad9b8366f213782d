import Terminal

/// Mirrors UINavigationBar: prompt, then one row with the back item at the leading edge,
/// the title centred and the right items at the trailing edge, then the large title.
/// Right-to-left mirrors the row.
@MainActor
public final class NavigationBar: Panel {
    weak var navigation: NavigationController?
    /// Mirrors `prefersLargeTitles`: false (the default) keeps every title inline, whatever
    /// the items' `largeTitleDisplayMode`; true lets the items choose.
    public var prefersLargeTitles = false {
        didSet { navigation?.viewIfLoaded?.setNeedsLayout() }
    }

    public override init() {
        super.init()
        backgroundColor = .bar
    }

    /// What the bar shows of its navigation controller, as its last update found it.
    private struct Content: Equatable {
        var prompt: String?
        var back: String?
        var left: [String]
        var right: [String]
        var title: String
        var large: Bool
    }
    private var shown: Content?

    /// The bar draws what its navigation controller's top item says: it draws again when that changes.
    public override func updateContent(in context: UpdateContext) {
        guard let nav = navigation, let top = nav.topViewController else { return }
        let item = top.navigationItem
        let content = Content(prompt: item.prompt, back: nav.backItemTitle(room: max(0, bounds.width / 3 - 2)),
                              left: item.leftBarButtonItems.map(\.label), right: item.rightBarButtonItems.map(\.label),
                              title: top.displayTitle, large: nav.showsLargeTitle)
        if content != shown {
            shown = content
            setNeedsDisplay()
        }
    }

    /// A click on the back item pops, as a tap does; a click on a bar item runs its action.
    public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
        guard event.action == .click, let nav = navigation, let top = nav.topViewController else { return false }
        let item = top.navigationItem
        guard point.y == (item.prompt == nil ? 0 : 1) else { return false }
        let width = bounds.width
        let x = nav.traitCollection.layoutDirection == .rightToLeft ? width - 1 - point.x : point.x
        if x < width / 3 + 1, nav.backItemTitle(room: max(0, width / 3 - 2)) != nil {
            nav.popViewController()
            return true
        }
        // The right items sit at the trailing edge, two columns apart, in order.
        var end = width - 1
        for bar in item.rightBarButtonItems.reversed() {
            let start = end - DisplayWidth.of(bar.label)
            if (start..<end).contains(x) {
                bar.action()
                return true
            }
            end = start - 2
        }
        return false
    }

    public override func draw(in context: inout DrawContext) {
        guard let nav = navigation, let top = nav.topViewController else { return }
        let item = top.navigationItem
        let width = bounds.width
        let bar = context.palette.bar
        var row = 0
        if let prompt = item.prompt {
            let text = DisplayWidth.truncate(prompt, to: width)
            context.draw(text, at: Point(x: (width - DisplayWidth.of(text)) / 2, y: row), style: bar.with(foreground: context.palette.secondaryLabel))
            row += 1
        }
        let rtl = context.traits.layoutDirection == .rightToLeft
        var leadingUsed = 1
        var leading: String?
        if let back = nav.backItemTitle(room: max(0, width / 3 - 2)) {
            leading = back.isEmpty ? (rtl ? "›" : "‹") : (rtl ? "\(back) ›" : "‹ \(back)")
        } else if !item.leftBarButtonItems.isEmpty {
            leading = item.leftBarButtonItems.map(\.label).joined(separator: "  ")
        }
        if let leading {
            let label = DisplayWidth.truncate(leading, to: max(0, width / 3))
            let w = DisplayWidth.of(label)
            context.draw(label, at: Point(x: context.mirroredX(1, width: w, in: width), y: row), style: bar.with(foreground: context.palette.tint))
            leadingUsed = 1 + w + 1
        }
        let items = item.rightBarButtonItems.map(\.label).joined(separator: "  ")
        var trailingUsed = 1
        if !items.isEmpty {
            let label = DisplayWidth.truncate(items, to: max(0, width / 3))
            let w = DisplayWidth.of(label)
            context.draw(label, at: Point(x: context.mirroredX(width - 1 - w, width: w, in: width), y: row), style: bar.with(foreground: context.palette.tint))
            trailingUsed = 1 + w + 1
        }
        if !nav.showsLargeTitle {
            let room = width - 2 * max(leadingUsed, trailingUsed)
            let title = DisplayWidth.truncate(top.displayTitle, to: max(0, room))
            let w = DisplayWidth.of(title)
            context.draw(title, at: Point(x: (width - w) / 2, y: row), style: bar.adding(.bold))
        } else {
            let title = DisplayWidth.truncate(top.displayTitle, to: max(0, width - 2))
            let w = DisplayWidth.of(title)
            context.draw(title, at: Point(x: context.mirroredX(1, width: w, in: width), y: row + 1), style: bar.adding([.bold, .underline]))
        }
    }
}
