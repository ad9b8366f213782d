import Terminal

/// What the update phase keeps of a panel between frames, so that it visits only the
/// subtrees something changed in, as UIKit applies layout only where it is pending
/// (`layoutIfNeeded()` exits when nothing is). How a mark deep in the tree is found — each
/// panel above it knows one below is marked — is Seam's choice. Everything else keeps what
/// it showed, and the damage it noted last (none).
struct UpdateVisit {
    /// What a panel's update reads from above besides where it shows and with which traits
    /// (those are in `Panel.drawn`, which the damage is noted from): the same, with no mark, is
    /// the same update.
    struct Inputs: Equatable {
        var origin: Point
        var isFrontLayer: Bool
        var isInTopViewController: Bool
        var topViewController: ObjectIdentifier?

        init(_ context: UpdateContext) {
            origin = context.origin
            isFrontLayer = context.isFrontLayer
            isInTopViewController = context.isInTopViewController
            topViewController = context.topViewController
        }
    }

    /// The panel and everything below it are visited in the coming update phase (it was
    /// marked: `setNeedsUpdate()`, and so `setNeedsDisplay()` and `setNeedsLayout()`).
    var isMarked = true
    /// A panel below was marked: the coming update phase walks down to it.
    var hasMarkedDescendant = false
    /// This panel or one below updates its content every frame (`updatesContentEveryFrame`,
    /// or a representable's island), as of the last visit: its subtree is always walked.
    var includesEveryFramePanel = true
    /// The context of the last visit; nil before the first.
    var inputs: Inputs?
}

extension Panel {
    /// Mirrors what `setNeedsLayout()` and `setNeedsDisplay()` tell UIKit's update cycle,
    /// without redrawing anything: this panel and the panels below it are visited in the next
    /// update phase (`updateContent(in:)`), as a panel whose content depends on state that
    /// changed needs (a cell's hosted content given a new configuration).
    package func setNeedsUpdate() {
        updateVisit.isMarked = true
        var above = superview
        while let panel = above, !panel.updateVisit.hasMarkedDescendant {
            panel.updateVisit.hasMarkedDescendant = true
            above = panel.superview
        }
    }

    /// The update phase of this panel's subtree in its superview's context. A panel is visited
    /// (its content brought up to date, its damage noted, then its subviews in its context)
    /// when it was marked, its context changed, or `force` (a panel above was marked); a
    /// subtree with nothing marked, in the same context, and no panel that updates every
    /// frame is passed over whole.
    func updateTree(in context: UpdateContext, force: Bool) {
        guard !isHidden else { return vacate(into: context.damage) }
        let origin = Point(x: context.origin.x + frame.x, y: context.origin.y + frame.y)
        var own = context
        own.origin = origin
        own.clip = context.clip.intersection(Rect(origin: origin, size: frame.size))
        own.traits = owner?.traits(drawnWithin: context.traits) ?? context.traits
        if let owner { own.isInTopViewController = ObjectIdentifier(owner) == context.topViewController }
        guard !own.clip.isEmpty else { return vacate(into: context.damage) }
        let inputs = UpdateVisit.Inputs(own)
        let visits =
            force || updateVisit.isMarked || updateVisit.inputs != inputs || drawn?.rect != own.clip
            || drawn?.traits != own.traits
        guard visits || updateVisit.hasMarkedDescendant || updateVisit.includesEveryFramePanel else { return }
        updateVisit.isMarked = false
        updateVisit.hasMarkedDescendant = false
        updateVisit.inputs = inputs
        if visits || updatesContentEveryFrame { updateContent(in: own) }
        noteDamage(visible: own.clip, traits: own.traits, into: context.damage)
        var everyFrame = updatesContentEveryFrame || !embeddedControllerPanels.isEmpty
        for s in subviews {
            s.updateTree(in: own, force: visits)
            everyFrame = everyFrame || s.updateVisit.includesEveryFramePanel
        }
        updateVisit.includesEveryFramePanel = everyFrame
        // Controllers' panels drawn in place (a representable's island) sit in window coordinates.
        for island in embeddedControllerPanels {
            var islandContext = own
            islandContext.origin = .zero
            island.updateIfNeeded(in: islandContext)
        }
    }

    /// Compares what the coming frame shows of this panel with what the last one did: content
    /// marked for display, another place or other traits damage both rectangles, and so do the
    /// places of subviews removed since. Everything the window does not find damaged keeps
    /// its cells from the last frame.
    private func noteDamage(visible: Rect, traits: TraitCollection, into damage: FrameDamage?) {
        let moved = drawn.map { $0.rect != visible || $0.traits != traits } ?? true
        if needsDisplay || moved {
            if let old = drawn?.rect { damage?.add(old) }
            damage?.add(visible)
        }
        for rect in vacatedRects { damage?.add(rect) }
        vacatedRects.removeAll()
        needsDisplay = false
        drawn = (visible, traits)
    }

    /// The panel (hidden, or clipped away) shows nothing in the coming frame: where it was
    /// drawn changes, and when it shows again it is visited whole (it was drawn nowhere).
    private func vacate(into damage: FrameDamage?) {
        if let old = drawn?.rect { damage?.add(old) }
        drawn = nil
        needsDisplay = true
    }
}
