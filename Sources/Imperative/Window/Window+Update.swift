import Terminal

/// The update phase of a frame: where a frame's parts go, and everything that changes state
/// before they are drawn, layer by layer — the root, then each presentation over it. The
/// window says which layer is in front as it walks them (`UpdateContext.isFrontLayer`), so
/// no controller or panel walks up to the window to ask.
extension Window {
    /// Where a frame's parts go: the app in `content`, above the footer row; while the
    /// inspector is shown in regular width, it takes a side panel (`inspector`), else it
    /// overlays the whole of `full`.
    struct Areas {
        var full: Rect
        var content: Rect
        var inspector: Rect?
    }

    /// Where the app is drawn (the inspector's side panel aside).
    var contentArea: Rect { areas.content }

    var areas: Areas {
        let full = Rect(x: 0, y: 0, width: size.width, height: size.height - 1)
        guard isShowingInspector, inspectorIsSidePanel else { return Areas(full: full, content: full) }
        let w = min(Self.inspectorWidth, size.width / 2)
        let rtl = traitCollection.layoutDirection == .rightToLeft
        return Areas(
            full: full,
            content: Rect(x: rtl ? w : 0, y: 0, width: size.width - w, height: full.height),
            inspector: Rect(x: rtl ? 0 : size.width - w, y: 0, width: w, height: full.height))
    }

    /// The update phase: everything that changes state before a frame is drawn. Scheduled
    /// observers re-apply; every controller on screen updates (`ViewController.updateIfNeeded`:
    /// hosts evaluate invalidated bodies and check their rules); panels lay out (lists
    /// configure new cells) and update their content for the frame (cell states and their
    /// update handlers, hosted content laid out, checks that need the frame); then the
    /// footer's hints and the inspector's lines are read. Rules broken here are recorded here.
    /// The main queue is drained first (`drainMainQueue`), and again, with the phase run
    /// again, while the phase queued work there (`mainQueueUpdateRounds` rounds at most).
    public func updateIfNeeded() {
        var rounds = 0
        while case .quiet = drainMainQueue() {
            guard !isTooSmall else { return }
            updatePhase()
            rounds += 1
            guard MainQueue.hasQueuedWork, rounds < Self.mainQueueUpdateRounds else { return }
        }
        guard !isTooSmall else { return }
        updatePhase()
    }

    private func updatePhase() {
        drainObservations()
        let areas = self.areas
        if let root = rootViewController {
            updateControllers(root, layer: root)
            let v = root.view
            v.frame = areas.content
            v.updateIfNeeded(in: updateContext(traits: traitCollection, layer: root))
            var presenter = root
            while let presented = presenter.presentedStorage {
                updatePresentation(presented, in: areas.content)
                presenter = presented
            }
        }
        finishUpdateGeneration()
        screenKeyHints = (topPresentedController ?? rootViewController)?.keyHints ?? []
        overlayScrolls = false
        if isShowingInspector {
            let owners = ownerRegions(in: areas.content)
            let inner = inspectorInner(areas.inspector ?? areas.full)
            let lines = layoutInspector(inspectorLines(width: inner.width, owners: owners), inner: inner)
            inspectorContent = (owners, lines)
            overlayScrolls = lines.count > inner.height
            overlayPage = max(1, inner.height)
        } else {
            inspectorContent = nil
        }
        if isShowingHelp {
            let layout = helpLayout(in: areas.full)
            let visible = helpVisibleLines(layout.inner)
            helpScroll = min(helpScroll, max(0, layout.lines.count - visible))
            overlayScrolls = layout.lines.count > visible
            overlayPage = visible
        }
        updateChrome()
    }

    /// The context the update phase starts a layer with (the root, or a presentation): the
    /// whole window, the damage the coming frame collects, whether the layer is in front,
    /// and the controller the user works in.
    func updateContext(traits: TraitCollection, layer: ViewController) -> UpdateContext {
        var context = UpdateContext(origin: .zero, clip: Rect(origin: .zero, size: size), traits: traits)
        context.damage = damage
        // `isFrontLayer` and `topViewController`, with the presentations walked once.
        let front = frontLayer
        context.isFrontLayer = !isShowingHelp && layer === front
        context.topViewController = Self.topViewController(in: front).map(ObjectIdentifier.init)
        return context
    }

    /// True when `layer` (the root, or a presentation) is the front layer: the top
    /// presentation, else the root, while no help overlay covers it.
    func isFrontLayer(_ layer: ViewController) -> Bool {
        !isShowingHelp && layer === frontLayer
    }

    /// Every controller on screen, parents first: the children whose views are in the
    /// parent's hierarchy, then what it presents, which starts a layer of its own.
    private func updateControllers(_ controller: ViewController, layer: ViewController) {
        controller.updatePropertiesIfNeeded()
        controller.updateIfNeeded(in: updateContext(traits: controller.currentTraits, layer: layer))
        for child in controller.childrenForAppearance { updateControllers(child, layer: layer) }
        controller.updateSoftwareKeyboard()
        if let presented = controller.presentedStorage { updateControllers(presented, layer: presented) }
    }
}
