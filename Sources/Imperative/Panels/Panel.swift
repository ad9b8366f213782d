import Terminal

/// Mirrors UIView (named `Panel` so it never clashes with the declarative `View`).
/// A rectangle in its superview's coordinates that draws itself, then its subviews.
/// The background is opaque (`systemBackground`) by default; `.clear` lets what is
/// underneath show through.
@preconcurrency @MainActor
open class Panel {
    /// Mirrors UIColor as a background: the scheme's background, a fixed colour, or clear.
    public enum Background: Hashable, Sendable {
        case clear
        case systemBackground
        case bar
        case fixed(CellColor)
    }

    public var frame: Rect = .zero {
        didSet {
            if frame.size != oldValue.size {
                setNeedsLayout()
            } else if frame.origin != oldValue.origin {
                setNeedsUpdate()
            }
        }
    }
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }
    public private(set) var subviews: [Panel] = []
    /// The superview, while it lives: its deinit clears this (`deinit`), as removing the
    /// panel does. Not `weak`: a weak reference gives the superview a side table, which makes
    /// every retain and release of it take the slow path, in every walk of every frame.
    public var superview: Panel? { superviewReference }
    nonisolated(unsafe) private unowned(unsafe) var superviewReference: Panel?
    public var backgroundColor: Background = .systemBackground {
        didSet { if backgroundColor != oldValue { setNeedsDisplay() } }
    }
    public var isHidden = false {
        didSet { if isHidden != oldValue { setNeedsDisplay() } }
    }
    /// Mirrors `translatesAutoresizingMaskIntoConstraints`: true, the default, keeps the frame
    /// code sets (constraints may name the panel, as they name a fixed rectangle); false lets
    /// its superview's layout pass place it by its active constraints (`Panel+AutoLayout.swift`).
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { superview?.setNeedsLayout() } }
    }
    /// Mirrors `directionalLayoutMargins`: what `layoutMarginsGuide` keeps clear inside the safe
    /// area. One column each side (Seam's choice: UIKit's 8 points are about a column, and
    /// less than a row).
    public var directionalLayoutMargins = EdgeInsets(leading: 1, trailing: 1) {
        didSet { if directionalLayoutMargins != oldValue { setNeedsLayout() } }
    }
    /// The active constraints that name this panel or one of its guides.
    var engagedConstraints: [NSLayoutConstraint] = []
    /// What this panel's last layout pass could not solve (reported when new).
    var layoutIssues: [LayoutIssue] = []
    /// Pins the panel to its superview's bottom edge, full width, as tall as it fits in the
    /// superview's bounds (`sizeThatFits`), on every layout: the software keyboard.
    var pinsToBottomEdge = false
    private var needsLayout = true
    /// True until the panel's content is drawn again (see `setNeedsDisplay`).
    public internal(set) var needsDisplay = true
    /// Where the coming frame draws this panel (window coordinates, clipped) and with which
    /// traits, as the last update phase found it: what the frame before it showed there.
    final var drawn: (rect: Rect, traits: TraitCollection)?
    /// Where subviews removed since the last update phase were drawn: what shows there changes.
    final var vacatedRects: [Rect] = []
    /// The controller whose root panel this is; it supplies the traits this subtree draws with.
    weak var owner: ViewController?
    /// What the update phase knows of this subtree (`Panel+UpdatePhase.swift`).
    final var updateVisit = UpdateVisit()

    public init() {}

    /// Mirrors `safeAreaInsets`: a controller's root panel keeps its controller's
    /// `additionalSafeAreaInsets` clear (the bars are outside it already); others have none.
    public var safeAreaInsets: AbsoluteEdgeInsets { owner?.additionalSafeAreaInsets ?? .zero }

    /// The controller whose view hierarchy holds this panel (the nearest owner above).
    public var viewController: ViewController? {
        var p: Panel? = self
        while let x = p {
            if let o = x.owner { return o }
            p = x.superview
        }
        return nil
    }

    /// Mirrors `isDescendant(of:)`: true for `panel` itself and every panel below it.
    public func isDescendant(of panel: Panel) -> Bool {
        var p: Panel? = self
        while let x = p {
            if x === panel { return true }
            p = x.superview
        }
        return false
    }

    /// Who owns what this panel shows, for the inspector's marks: a controller's root panel
    /// is imperative unless its class says otherwise (hosting panels do); other panels
    /// belong to the region around them (nil).
    open var ownershipRole: OwnershipRole? { owner == nil ? nil : .imperative }

    /// Root panels of controllers whose content this panel draws in place without making
    /// them subviews (a hosting panel drawing a representable's controller); their frames
    /// are in window coordinates. The inspector marks them as representable islands.
    open var embeddedControllerPanels: [Panel] { [] }

    /// The natural size of the content, if it has one (UIKit's intrinsicContentSize).
    open var intrinsicContentSize: Size? { nil }

    /// The size that best fits `proposal`; defaults to the intrinsic size, else the proposal.
    open func sizeThatFits(_ proposal: Size) -> Size { intrinsicContentSize ?? proposal }

    /// A subview may outlive this panel (a controller keeps its view): it forgets its
    /// superview here, so `superview` never names a freed panel — as UIKit's subviews lose
    /// theirs when the superview goes.
    deinit {
        for s in subviews { s.superviewReference = nil }
        guard !engagedConstraints.isEmpty else { return }
        let constraints = engagedConstraints
        MainActor.assumeIsolated { for c in constraints { c.panelWillGo(self) } }
    }

    public func addSubview(_ panel: Panel) {
        panel.removeFromSuperview()
        subviews.append(panel)
        panel.superviewReference = self
        panel.setNeedsDisplay()
        setNeedsLayout()
    }

    /// Mirrors `bringSubviewToFront(_:)`: `panel` draws last, over its siblings.
    public func bringSubviewToFront(_ panel: Panel) {
        guard let i = subviews.firstIndex(where: { $0 === panel }), i != subviews.count - 1 else { return }
        subviews.append(subviews.remove(at: i))
    }

    public func removeFromSuperview() {
        guard let s = superview else { return }
        s.subviews.removeAll { $0 === self }
        superviewReference = nil
        if let rect = drawn?.rect { s.vacatedRects.append(rect) }
        drawn = nil
        s.setNeedsLayout()
        if !engagedConstraints.isEmpty { deactivateConstraintsLeavingSubtree() }
    }

    /// Mirrors `setNeedsLayout()`: the panel lays out again before the next frame, and so
    /// draws again (a new layout can move anything it shows).
    public func setNeedsLayout() {
        needsLayout = true
        needsDisplay = true
        Self.invalidations &+= 1
        setNeedsUpdate()
    }

    /// How many times any panel was marked for layout or display: code that hands a controller
    /// new values (a representable's update) compares it before and after, to see whether the
    /// controller changed anything it shows.
    package static var invalidations = 0

    /// Mirrors `setNeedsDisplay()`: the panel's content is drawn again in the next frame.
    /// Everything else on screen keeps the cells it had: a panel whose look depends on state
    /// of its own calls this when that state changes (a label's text, a cell's state).
    public func setNeedsDisplay() {
        needsDisplay = true
        Self.invalidations &+= 1
        setNeedsUpdate()
    }

    /// Marks this panel and every panel below it for layout (a trait change can move anything).
    func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for s in subviews { s.setNeedsLayoutInSubtree() }
    }

    /// Lays out subviews: those placed by constraints first (UIView's own `layoutSubviews`
    /// applies the engine's frames before an override's code runs), then `layoutSubviews`.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            solveConstraints()
            for s in subviews where s.pinsToBottomEdge {
                let height = s.sizeThatFits(bounds.size).height
                s.frame = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
            }
            layoutTrackingObservation()
        }
        for s in subviews { s.layoutIfNeeded() }
    }

    /// Override to position subviews; frames are in this panel's coordinates. Tracked, as
    /// UIKit tracks it: a change of an `@Observable` property read here lays the panel out again.
    open func layoutSubviews() {}

    // MARK: The two phases of a frame

    /// The update phase for this panel's tree, given its superview's context (as `render`
    /// takes it): lays the tree out, then brings the content of every panel the draw phase
    /// will reach up to date, parents before children (`updateContent`). A controller's root
    /// panel tells its tree whether it is the top view controller's. Everything that changes
    /// state or runs app code happens here; `render` afterwards only reads.
    public func updateIfNeeded(in context: UpdateContext) {
        layoutIfNeeded()
        updateTree(in: context, force: false)
    }

    /// True for a panel whose `updateContent(in:)` reads state that does not mark it when it
    /// changes (a navigation bar reads its controller's items): visited in every update phase,
    /// with the panels above it. False (the default) for a panel whose content changes only
    /// when it is marked (`setNeedsUpdate()`) or its context changes (another place, clip,
    /// traits or front layer).
    open var updatesContentEveryFrame: Bool { false }

    /// Override to bring what this panel shows up to date for the coming frame (cell states,
    /// hosted content laid out in its frame, checks that need the frame). `context` is this
    /// panel's own: its absolute origin, its visible area, its traits. Subviews come after.
    open func updateContent(in context: UpdateContext) {}

    /// Override to draw content; the background is already painted. Drawing only reads:
    /// it changes no state, runs no app callback and records no diagnostic.
    open func draw(in context: inout DrawContext) {}

    /// True when drawing this panel sets every cell of its bounds, so nothing drawn under it
    /// shows: what UIView's `isOpaque` tells the drawing system. A panel with a background is
    /// opaque; one that paints its whole area itself without a background says so.
    open var isOpaque: Bool { backgroundColor != .clear }

    /// The colour this panel paints under its content, nil when what is below shows through
    /// (`.clear`): what a content panel drawn inside it sits on.
    open func paintedBackground(_ palette: Palette) -> CellColor? {
        switch backgroundColor {
        case .clear: nil
        case .systemBackground: palette.text.background
        case .bar: palette.bar.background
        case .fixed(let c): c
        }
    }

    /// The colour under this panel: the first ancestor that paints one, else the window's.
    public func backgroundBelow(_ palette: Palette) -> CellColor {
        var p = superview
        while let x = p {
            if let c = x.paintedBackground(palette) { return c }
            p = x.superview
        }
        return palette.background
    }

    // MARK: Mouse

    /// Mirrors `hitTest(_:with:)`: the frontmost visible panel under `point` (in this panel's
    /// coordinates) — subviews drawn later first, then this panel — or nil when outside.
    public func hitTest(_ point: Point) -> Panel? {
        guard !isHidden, bounds.contains(point) else { return nil }
        for s in subviews.reversed() {
            if let hit = s.hitTest(Point(x: point.x - s.frame.x, y: point.y - s.frame.y)) { return hit }
        }
        return self
    }

    /// Where this panel's top left corner is in the window (a controller's root panel has
    /// its frame in window coordinates).
    public var originInWindow: Point {
        var origin = frame.origin
        var p = superview
        while let x = p {
            origin = Point(x: origin.x + x.frame.x, y: origin.y + x.frame.y)
            p = x.superview
        }
        return origin
    }

    /// The responder step for the mouse: handles `event` at `point` (in this panel's
    /// coordinates) and returns true, or false to pass it to the superview.
    open func handleMouse(_ event: MouseEvent, at point: Point) -> Bool { false }

    /// Draws this panel and its subviews into `context`, whose origin is the superview's.
    public func render(in context: inout DrawContext) {
        guard !isHidden else { return }
        let savedOrigin = context.origin, savedClip = context.clip
        let origin = Point(x: savedOrigin.x + frame.x, y: savedOrigin.y + frame.y)
        let clip = savedClip.intersection(Rect(origin: origin, size: frame.size))
        guard !clip.isEmpty else { return }
        context.origin = origin
        context.clip = clip
        defer { context.origin = savedOrigin; context.clip = savedClip }
        // Only a controller's root panel changes the traits; the others draw with their
        // superview's, without copying them (a copy retains the custom traits' storage).
        guard let owner else { return renderContent(in: &context) }
        let savedTraits = context.traits
        context.traits = owner.currentTraits
        defer { context.traits = savedTraits }
        renderContent(in: &context)
    }

    /// The background, the panel's drawing and its subviews, in the panel's own context.
    private func renderContent(in context: inout DrawContext) {
        // An opaque subview over the whole clip hides the background, this panel's drawing
        // and the subviews before it: drawing starts with the last such subview.
        if let top = subviews.lastIndex(where: { $0.covers(context.clip, at: context.origin) }) {
            for s in subviews[top...] { s.render(in: &context) }
            return
        }
        let background: Style? =
            switch backgroundColor {
            case .clear: nil
            case .systemBackground: context.palette.text
            case .bar: context.palette.bar
            case .fixed(let c): context.palette.text.with(background: c)
            }
        if let background { fillBackground(background, in: &context) }
        draw(in: &context)
        for s in subviews { s.render(in: &context) }
    }

    /// Fills the background of the clip's rows, but for those that opaque subviews as wide
    /// as the clip paint over (a container's bars and content, stacked): they set every cell.
    private func fillBackground(_ style: Style, in context: inout DrawContext) {
        let clip = context.clip
        var covered: [Range<Int>] = []
        for s in subviews where !s.isHidden && s.isOpaque {
            let x = context.origin.x + s.frame.x, y = context.origin.y + s.frame.y
            guard x <= clip.minX, x + s.frame.width >= clip.maxX else { continue }
            let top = max(y, clip.minY), bottom = min(y + s.frame.height, clip.maxY)
            if top < bottom { covered.append(top..<bottom) }
        }
        guard !covered.isEmpty else { return context.fill(bounds, style: style) }
        covered.sort { $0.lowerBound < $1.lowerBound }
        var y = clip.minY
        func fill(upTo end: Int) {
            guard end > y else { return }
            context.fill(Rect(x: bounds.x, y: y - context.origin.y, width: bounds.width, height: end - y), style: style)
        }
        for rows in covered {
            fill(upTo: rows.lowerBound)
            y = max(y, rows.upperBound)
        }
        fill(upTo: clip.maxY)
    }

    /// True when this panel, drawn with its superview's origin at `origin`, sets every cell of `clip`.
    func covers(_ clip: Rect, at origin: Point) -> Bool {
        !isHidden && isOpaque
            && Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height).contains(
                clip)
    }
}
