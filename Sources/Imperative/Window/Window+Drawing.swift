import Terminal

/// A frame: `render` runs the update phase (`Window.updateIfNeeded`), then the draw phase's
/// pipeline — a frame from scratch, or the last frame with only its damaged rectangles drawn
/// again, each through every layer: the root's panels, the presentations, the inspector and
/// help overlays, the diagnostics row and the footer. Drawing reads what the update phase
/// left and changes nothing.
extension Window {
    /// The draw phase: the root controller's panels above a one-line footer of key hints;
    /// while a rule has just fired, a row above the footer names it (over the last content
    /// row). It only reads what the update phase left: no state changes, no app callbacks,
    /// no diagnostics. Only what the update phase found damaged is drawn again; the rest of
    /// the frame is the last one's cells (see `FrameDamage`). Tests call it to draw without an
    /// update phase; a frame to show comes from `renderFrame()`.
    func draw() -> Canvas {
        guard let retained = retainedFrame() else { return fullFrame() }
        if verifiesRetainedFrames { verify(retained) }
        return retained
    }

    /// Renders a frame and keeps it: the next frame starts from its cells, which move into
    /// it. A caller that lets go of the returned frame before the next render (reading
    /// `renderedFrame` instead) lets that render draw over the same cells, not a copy.
    @discardableResult
    public func render() -> Canvas { renderFrame().canvas }

    /// Renders a frame, keeps it, and says what changed since the frame before: the damaged
    /// rectangles with the cells they covered, or the whole frame before when this one was
    /// drawn from scratch. The window is the one holder of its last frame; what a backend
    /// needs of the frame before travels with the frame (`TerminalBackend.present`).
    public func renderFrame() -> Frame {
        updateIfNeeded()
        let key = frameKey
        let frame: Frame
        if key != nil, case let (cells, lastKey)? = lastFrame, lastKey == key {
            lastFrame = nil
            let damaged = Frame.damage(damage.rects, of: cells)
            let canvas = redraw(over: consume cells)
            if verifiesRetainedFrames { verify(canvas) }
            frame = Frame(canvas: canvas, change: .redrawn(rects: damaged.rects, before: damaged.before))
            lastDrawnRegion = damage.rects
        } else {
            let previous = lastFrame?.canvas
            lastFrame = nil
            frame = Frame(canvas: fullFrame(), change: .whole(previous: previous))
            lastDrawnRegion = nil
        }
        lastFrame = (frame.canvas, key)
        damage.removeAll()
        return frame
    }

    /// The frame rendered last; an empty one before the first render.
    public var renderedFrame: Canvas { lastFrame?.canvas ?? Canvas(size: .zero) }

    /// The frame drawn from scratch: what `renderFrame` draws over the last frame must equal it.
    public func fullFrame() -> Canvas {
        var context = DrawContext(
            canvas: Canvas(size: size), origin: .zero,
            clip: Rect(origin: .zero, size: size), traits: traitCollection)
        if isTooSmall {
            drawTooSmall(&context)
            return context.canvas
        }
        drawLayers(&context)
        return context.canvas
    }

    /// The last frame with the damaged rectangles drawn again, each with the whole pipeline
    /// clipped to it; nil when the frame must be drawn from scratch (the first one, or one
    /// whose size, traits, overlays or presentations differ from the last).
    func retainedFrame() -> Canvas? {
        guard let last = lastFrame, let key = frameKey, last.key == key else { return nil }
        return redraw(over: last.canvas)
    }

    /// `frame` with the damaged rectangles drawn again.
    func redraw(over frame: consuming Canvas) -> Canvas {
        guard !damage.isEmpty else { return frame }
        var context = DrawContext(canvas: consume frame, origin: .zero, clip: .zero, traits: traitCollection)
        for rect in damage.rects {
            context.clip = rect
            context.traits = traitCollection
            drawLayers(&context)
        }
        return context.canvas
    }

    /// Every layer of a frame, clipped to `context.clip`: the window's background, the root
    /// controller's panels and the presentations, overlays, the diagnostics row and the footer.
    func drawLayers(_ context: inout DrawContext) {
        let areas = self.areas
        // A presentation that hides the whole clip hides the layers below it, the window's
        // background too: drawing starts with it, as a panel's drawing starts with the last
        // opaque subview over the clip.
        let covering = rootViewController.flatMap {
            coveringPresentation(over: $0, clip: context.clip, in: areas.content)
        }
        // The window's background shows only where the root's view does not cover the clip.
        if covering == nil, rootViewController?.viewIfLoaded?.covers(context.clip, at: .zero) != true {
            context.fill(Rect(origin: .zero, size: size), style: context.palette.text)
        }
        if let root = rootViewController, let v = root.viewIfLoaded {
            if covering == nil { v.render(in: &context) }
            var presenter = root
            var below = covering != nil
            while let presented = presenter.presentedStorage {
                if presented === covering { below = false }
                if !below {
                    drawPresentation(presented, in: areas.content, over: presented !== covering, context: &context)
                }
                presenter = presented
            }
        }
        // The window's own chrome follows the root's appearance override, as the app below does.
        context.traits = rootViewController?.currentTraits ?? traitCollection
        if let inspector = inspectorContent {
            drawOwnerMarks(inspector.owners, context: &context)
            drawInspector(
                inspector.lines, in: areas.inspector ?? areas.full, overlay: areas.inspector == nil, context: &context)
        }
        if isShowingHelp { drawHelp(in: areas.full, context: &context) }
        drawDiagnosticLine(&context)
        drawFooter(&context)
    }

    private func drawFooter(_ context: inout DrawContext) {
        let y = size.height - 1
        guard context.clip.intersects(Rect(x: 0, y: y, width: size.width, height: 1)) else { return }
        context.fill(Rect(x: 0, y: y, width: size.width, height: 1), style: context.palette.bar)
        let footer = chrome.map { ($0.footer, $0.footerKeyWidths) } ?? Self.measured(fittedFooterHints())
        var x = 1
        for (hint, keyWidth) in zip(footer.0, footer.1) {
            let w = keyWidth + 1 + DisplayWidth.of(hint.action)
            let kx = context.mirroredX(x, width: w, in: size.width)
            context.draw(hint.key, at: Point(x: kx, y: y), style: context.palette.bar.adding(.bold))
            context.draw(hint.action, at: Point(x: kx + keyWidth + 1, y: y), style: context.palette.bar)
            x += w + 2
        }
    }

    /// Hints with the widths of their keys, which the footer places their actions after.
    static func measured(_ hints: [KeyHint]) -> ([KeyHint], [Int]) { (hints, hints.map { DisplayWidth.of($0.key) }) }

    /// The footer says what a key does now: over help or the inspector overlay, their own
    /// keys; else the screen's keys (a presentation adds `esc close`), then the window's keys
    /// that reach it now — `F1 help` and `^C quit` while a text field takes `?` and `q`. The
    /// window's keys always show; the screen's keys drop from the end for room.
    func fittedFooterHints() -> [KeyHint] {
        fittedFooterHints(screen: screenFooterHints, window: windowFooterHints)
    }

    func fittedFooterHints(screen screenHints: [KeyHint], window windowHints: [KeyHint]) -> [KeyHint] {
        // Each hint is measured once: its key, a space and its action, then two spaces.
        let screenWidths = screenHints.map { DisplayWidth.of($0.key) + 1 + DisplayWidth.of($0.action) }
        let windowWidths = windowHints.map { DisplayWidth.of($0.key) + 1 + DisplayWidth.of($0.action) }
        var kept = screenHints.count
        var total = screenWidths.reduce(0) { $0 + $1 + 2 } + windowWidths.reduce(0) { $0 + $1 + 2 }
        while kept > 0, 1 + total - 2 > size.width - 1 {
            kept -= 1
            total -= screenWidths[kept] + 2
        }
        var fitted: [KeyHint] = []
        fitted.reserveCapacity(kept + windowHints.count)
        var x = 1
        for i in 0..<kept {
            if x + screenWidths[i] > size.width - 1 { return fitted }
            fitted.append(screenHints[i])
            x += screenWidths[i] + 2
        }
        for i in windowHints.indices {
            if x + windowWidths[i] > size.width - 1 { break }
            fitted.append(windowHints[i])
            x += windowWidths[i] + 2
        }
        return fitted
    }

    func drawTooSmall(_ context: inout DrawContext) {
        let lines = ["Terminal too small: \(size)", "Seam needs at least \(Self.minimumSize)", "", "q quits"]
        for (i, line) in lines.enumerated() {
            let text = DisplayWidth.truncate(line, to: size.width)
            let x = max(0, (size.width - DisplayWidth.of(text)) / 2)
            context.draw(text, at: Point(x: x, y: max(0, size.height / 2 - 1) + i), style: context.palette.text)
        }
    }
}
