import Terminal

/// Mirrors UINavigationBar: prompt, then one row with the back item at the leading edge,
/// the title centred and the right items at the trailing edge, then the large title.
/// Right-to-left mirrors the row. It draws with the appearance in force: the top item's, else
/// its own (`standardAppearance`, or `compactAppearance` at compact height).
@preconcurrency @MainActor
public final class NavigationBar: Panel {
    weak var navigation: NavigationController?
    /// Mirrors `prefersLargeTitles`: false (the default) keeps every title inline, whatever
    /// the items' `largeTitleDisplayMode`; true lets the items choose.
    public var prefersLargeTitles = false {
        didSet { navigation?.viewIfLoaded?.setNeedsLayout() }
    }

    /// Mirrors `barStyle`: `.black` draws a black bar with light content, and its navigation
    /// controller then asks the status bar for light content.
    public var barStyle = BarStyle.default {
        didSet {
            backgroundColor = barStyle == .black ? .fixed(Self.blackBar.background) : .bar
            setNeedsDisplay()
        }
    }
    /// The black bar's colours: white text on black.
    static let blackBar = Style(foreground: .brightWhite, background: CellColor(index: 16))

    /// Mirrors `standardAppearance`: how the bar looks at standard height while the top item
    /// has no appearance of its own. The bar belongs to the navigation controller, so this is
    /// every screen's look; a change made while a pushed screen is on top is noted, for
    /// `bar-appearance-per-item`.
    public var standardAppearance = NavigationBarAppearance() {
        didSet {
            guard standardAppearance != oldValue else { return }
            let before = BarAppearances(standard: oldValue, compact: compactAppearance)
            navigation?.barAppearanceDidChange("standardAppearance", before: before)
        }
    }
    /// Mirrors `compactAppearance`: the look at compact height (a compact vertical size class);
    /// nil uses the top item's `standardAppearance`, else the bar's, as UIKit does.
    public var compactAppearance: NavigationBarAppearance? {
        didSet {
            guard compactAppearance != oldValue else { return }
            let before = BarAppearances(standard: standardAppearance, compact: oldValue)
            navigation?.barAppearanceDidChange("compactAppearance", before: before)
        }
    }

    /// The appearance the bar shows for `item` on top (`BarAppearances.shown`: the item's wins).
    func appearance(for item: NavigationItem?, compact: Bool) -> NavigationBarAppearance {
        BarAppearances(standard: standardAppearance, compact: compactAppearance).shown(for: item, compact: compact)
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
        var appearance: NavigationBarAppearance
    }
    private var shown: Content?

    /// Visited in every update phase: it reads its navigation items each frame.
    public override var updatesContentEveryFrame: Bool { true }

    /// The bar draws what its navigation controller's top item says: it draws again when that changes.
    public override func updateContent(in context: UpdateContext) {
        guard let nav = navigation, let top = nav.topViewController else { return }
        let item = top.navigationItem
        let content = Content(
            prompt: item.prompt, back: nav.backItemTitle(room: max(0, bounds.width / 3 - 2)),
            left: item.leftBarButtonItems.map(\.label), right: item.rightBarButtonItems.map(\.label),
            title: top.displayTitle, large: nav.displaysLargeTitle,
            appearance: appearance(for: item, compact: context.traits.verticalSizeClass == .compact))
        backgroundColor =
            content.appearance.backgroundColor.map { .fixed($0) }
            ?? (barStyle == .black ? .fixed(Self.blackBar.background) : .bar)
        if content != shown {
            shown = content
            setNeedsDisplay()
        }
    }

    /// Where the bar's row puts its parts, in columns from the leading edge (drawing mirrors
    /// them in right-to-left). As in UIKit, the items keep their labels whole and the title
    /// gives way: it is centred when it fits between the two sides, moves off centre into the
    /// gap when it fits only there, and is cut short last. Items that do not fit beside a
    /// title of a few columns are left out from the leading end, and `…` says so (UIKit moves
    /// them to an overflow menu); their keys still work.
    struct RowLayout {
        /// The back item (`‹ Ledger`) or the left items, and whether it pops.
        var leading: (label: String, x: Int, pops: Bool)?
        var items: [(item: BarButtonItem, x: Int)] = []
        /// Where `…` stands for the items left out.
        var overflowX: Int?
        /// A centred title is placed the same in either direction; one moved into the gap is mirrored.
        var title: (text: String, x: Int, centred: Bool)?
    }

    /// The title keeps at least this many columns (or its whole width, when shorter) before
    /// items are left out.
    static let titleReserve = 10

    func rowLayout(width: Int, rtl: Bool) -> RowLayout? {
        guard let nav = navigation, let top = nav.topViewController else { return nil }
        let item = top.navigationItem
        var layout = RowLayout()
        var leadingUsed = 1
        let back = nav.backItemTitle(room: max(0, width / 3 - 2))
        let leading =
            back.map { $0.isEmpty ? (rtl ? "›" : "‹") : (rtl ? "\($0) ›" : "‹ \($0)") }
            ?? item.leftBarButtonItems.map(\.label).joined(separator: "  ")
        if !leading.isEmpty {
            let label = DisplayWidth.truncate(leading, to: max(0, width / 3))
            layout.leading = (label, 1, back != nil)
            leadingUsed = 2 + DisplayWidth.of(label)
        }
        let large = nav.displaysLargeTitle
        let titleWidth = DisplayWidth.of(top.displayTitle)
        let reserve = large ? 0 : min(titleWidth, Self.titleReserve) + 1
        let room = width - 1 - leadingUsed - reserve
        // The most items, counted from the trailing end, whose labels fit whole in `room`
        // (with `…` and its gap when some are left out).
        let labels = item.rightBarButtonItems.map { DisplayWidth.of($0.label) }
        var shown = labels.count
        func need(_ n: Int) -> Int {
            guard n > 0 else { return labels.isEmpty ? 0 : 1 }
            let w = labels.suffix(n).reduce(0, +) + 2 * (n - 1)
            return n < labels.count ? w + 3 : w
        }
        while shown > 0, need(shown) > room { shown -= 1 }
        var trailingStart = width  // the first column the trailing side takes
        var end = width - 1
        for (bar, w) in zip(item.rightBarButtonItems, labels).suffix(shown).reversed() {
            layout.items.insert((bar, end - w), at: 0)
            trailingStart = end - w
            end -= w + 2
        }
        if shown < labels.count {
            layout.overflowX = end - 1 + (shown == 0 ? 0 : 1)
            trailingStart = layout.overflowX!
        }
        let trailingUsed = width - trailingStart + 1
        guard !large else {
            let title = DisplayWidth.truncate(top.displayTitle, to: max(0, width - 2))
            layout.title = (title, 1, false)
            return layout
        }
        let centred = width - 2 * max(leadingUsed, trailingUsed)
        if titleWidth <= centred {
            layout.title = (top.displayTitle, (width - titleWidth) / 2, true)
        } else {
            let gap = max(0, width - leadingUsed - trailingUsed)
            let title = DisplayWidth.truncate(top.displayTitle, to: gap)
            layout.title = (title, leadingUsed + (gap - DisplayWidth.of(title)) / 2, false)
        }
        return layout
    }

    /// A click on the back item pops, as a tap does; a click on a bar item runs its action.
    public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
        guard event.action == .click, let nav = navigation, let top = nav.topViewController else { return false }
        guard point.y == (top.navigationItem.prompt == nil ? 0 : 1) else { return false }
        let width = bounds.width
        let rtl = nav.currentTraits.layoutDirection == .rightToLeft
        guard let layout = rowLayout(width: width, rtl: rtl) else { return false }
        let x = rtl ? width - 1 - point.x : point.x
        if let leading = layout.leading, leading.pops, x < leading.x + DisplayWidth.of(leading.label) + 1 {
            nav.popViewController()
            return true
        }
        for (bar, start) in layout.items where (start..<start + DisplayWidth.of(bar.label)).contains(x) {
            bar.action()
            return true
        }
        return false
    }

    public override func draw(in context: inout DrawContext) {
        guard let nav = navigation, let top = nav.topViewController else { return }
        let item = top.navigationItem
        let width = bounds.width
        let shownAppearance = appearance(for: item, compact: context.traits.verticalSizeClass == .compact)
        let base = barStyle == .black ? Self.blackBar : context.palette.bar
        let bar = shownAppearance.barStyle(base)
        let titleStyle = shownAppearance.titleStyle(base, large: nav.displaysLargeTitle)
        var row = 0
        if let prompt = item.prompt {
            let text = DisplayWidth.truncate(prompt, to: width)
            context.draw(
                text, at: Point(x: (width - DisplayWidth.of(text)) / 2, y: row),
                style: bar.with(foreground: context.palette.secondaryLabel))
            row += 1
        }
        guard let layout = rowLayout(width: width, rtl: context.traits.layoutDirection == .rightToLeft) else { return }
        // On a background an appearance chose, the scheme's tint can vanish (blue on red): the
        // bar items take the title's colour there (Seam's choice; UIKit's buttonAppearance is
        // not mirrored).
        let tint = shownAppearance.backgroundColor == nil ? bar.with(foreground: context.palette.tint) : titleStyle
        func put(_ text: String, _ x: Int, _ y: Int, _ style: Style) {
            let w = DisplayWidth.of(text)
            context.draw(text, at: Point(x: context.mirroredX(x, width: w, in: width), y: y), style: style)
        }
        if let leading = layout.leading { put(leading.label, leading.x, row, tint) }
        if let first = layout.items.first {
            put(layout.items.map(\.item.label).joined(separator: "  "), first.x, row, tint)
        }
        if let x = layout.overflowX { put("…", x, row, tint) }
        if let title = layout.title {
            if nav.displaysLargeTitle {
                put(title.text, title.x, row + 1, titleStyle.adding([.bold, .underline]))
            } else if title.centred {
                context.draw(title.text, at: Point(x: title.x, y: row), style: titleStyle.adding(.bold))
            } else {
                put(title.text, title.x, row, titleStyle.adding(.bold))
            }
        }
    }
}
