import Rules
import Terminal

/// Mirrors UIWindow: owns the root controller, the trait collection (terminal size plus
/// system settings), the diagnostics log and the event transcript. The interactive loop
/// and replays drive the same window: `send` a key, `resize`, `render` a frame.
@preconcurrency @MainActor
public final class Window {
    /// The smallest terminal the app can draw in; below it a message asks for more room.
    public static let minimumSize = Size(width: 40, height: 12)
    /// True while the terminal is smaller than `minimumSize`: the message shows instead of the app.
    public var isTooSmall: Bool { size.width < Self.minimumSize.width || size.height < Self.minimumSize.height }

    public private(set) var size: Size
    public private(set) var settings = SystemSettings()
    public private(set) var traitCollection = TraitCollection()
    public let diagnostics = DiagnosticLog()
    /// Counts the times the status bar was asked to update (an appearance,
    /// `setNeedsStatusBarAppearanceUpdate()`): a status line settles its style again then.
    public internal(set) var statusBarAppearanceUpdates = 0
    public let events = EventLog()
    public internal(set) var isQuitRequested = false
    /// True while the help overlay is up.
    public internal(set) var isShowingHelp = false
    /// True while the inspector (F2) is shown.
    public internal(set) var isShowingInspector = false
    /// How far the help and the inspector are scrolled, in lines (the update phase keeps them in range).
    var helpScroll = 0
    var inspectorScroll = 0
    /// True when the help or the inspector overlay has more lines than its box shows, and
    /// how many it shows (PageUp/PageDown move by that).
    var overlayScrolls = false
    var overlayPage = 1
    /// The diagnostics recorded since the last key, resize or setting change began (the update
    /// phase of the frame after it counts as part of that input): the row above the footer
    /// names the first.
    public private(set) var freshDiagnostics: [Diagnostic] = []
    /// What the app announced during the last input (`postAnnouncement`), shown in the row
    /// above the footer until the next input.
    public private(set) var announcement: String?
    /// Inputs being handled: a setting changed by a key is part of that key, not a new input.
    private var inputDepth = 0
    /// True in the interactive app: pushes, pops, presentations and dismissals animate
    /// (see Window+Transitions); replays leave it off and draw end states only.
    public var animatesTransitions = false
    /// The transition the input being handled began, until the next frame starts it.
    var pendingTransition: ScreenTransition.Kind?
    /// The transition from the frame before the last input to the frame after it.
    var transition: ScreenTransition?
    /// The transition's frame the screen shows, while it is not the window's last frame.
    var shownTransitionFrame: Canvas?
    /// The frame rendered last and what it was drawn for: the next frame starts from its cells.
    var lastFrame: (canvas: Canvas, key: FrameKey?)?
    /// What the coming frame draws again, collected by the update phase.
    let damage = FrameDamage()
    /// The footer's hints and the diagnostics row as the last update phase found them.
    var chrome: Chrome?
    /// The rectangles the last rendered frame drew again, nil when it was drawn from scratch.
    public internal(set) var lastDrawnRegion: [Rect]?
    /// Debug builds draw every retained frame from scratch too and stop when the two differ:
    /// a panel whose look changed without `setNeedsDisplay`. Every replay in the tests checks it.
    #if DEBUG
        public var verifiesRetainedFrames = true
    #else
        public var verifiesRetainedFrames = false
    #endif

    public var rootViewController: ViewController? {
        didSet {
            oldValue?.rootWindow = nil
            guard let root = rootViewController else { return }
            root.rootWindow = self
            root.predictTraits()
            root.beginAppearanceTransition(true)
            root.endAppearanceTransition(true)
        }
    }

    public init(size: Size, settings: SystemSettings = SystemSettings()) {
        self.size = size
        self.settings = settings
        self.traitCollection = Self.traits(size: size, settings: settings)
        diagnostics.onRecord = { [events, weak self] d in
            events.record(.diagnostic(d.id, at: d.location))
            self?.freshDiagnostics.append(d)
        }
        // A rule broken again by an input (a lesson run a second time) shows again; checks
        // that repeat in every frame's update phase do not keep the row up.
        diagnostics.onRepeat = { [weak self] d in
            guard let self, inputDepth > 0, !freshDiagnostics.contains(d) else { return }
            freshDiagnostics.append(d)
        }
    }

    private static func traits(size: Size, settings: SystemSettings) -> TraitCollection {
        var t = TraitCollection()
        (t.horizontalSizeClass, t.verticalSizeClass) = TraitCollection.sizeClasses(for: size)
        t.userInterfaceStyle = settings.userInterfaceStyle
        t.preferredContentSizeCategory = settings.contentSizeCategory
        t.layoutDirection = settings.layoutDirection
        t.legibilityWeight = settings.legibilityWeight
        t.accessibilityReduceMotion = settings.reduceMotion
        return t
    }

    // MARK: Inputs

    public func resize(to size: Size) {
        guard size != self.size else { return }
        handlingInput {
            self.size = size
            events.record(.resize(size))
            updateTraits()
        }
    }

    public func apply(_ settings: SystemSettings) {
        guard settings != self.settings else { return }
        handlingInput {
            self.settings = settings
            updateTraits()
        }
    }

    /// Runs one input; the outermost starts a new set of fresh diagnostics.
    private func handlingInput(_ body: () -> Void) {
        if inputDepth == 0 {
            freshDiagnostics.removeAll()
            announcement = nil
        }
        inputDepth += 1
        defer { inputDepth -= 1 }
        body()
    }

    private func updateTraits() {
        let new = Self.traits(size: size, settings: settings)
        guard new != traitCollection else { return }
        let changes = Dictionary(
            uniqueKeysWithValues: zip(traitCollection.named, new.named).filter { $0.1 != $1.1 }.map { $1 })
        traitCollection = new
        events.record(.traits(changes))
        rootViewController?.propagateTraitChange()
        settle()
    }

    /// Routes a key: the presented screen or the root first (each container offers it to
    /// the child the user sees), then the window's global keys.
    /// Escape that nothing handled dismisses the top presentation. While the terminal is too
    /// small to draw the app, only the quit keys do anything: the app is hidden, so inert.
    public func send(_ key: Key) {
        handlingInput {
            route(key)
            settle()
            runQueuedInputs()
        }
    }

    /// Routes a mouse event: hit-tested against the panels of the front layer (the top
    /// presentation, else the app), the deepest panel first, then up its superviews. A click
    /// outside a presentation, on the help or on an inspector overlay does nothing.
    public func send(_ mouse: MouseEvent) {
        handlingInput {
            routeMouse(mouse)
            settle()
            runQueuedInputs()
        }
    }

    private func routeMouse(_ mouse: MouseEvent) {
        guard !isTooSmall, !isShowingHelp else { return }
        if isShowingInspector && (!inspectorIsSidePanel || !areas.content.contains(mouse.point)) {
            // The wheel scrolls the inspector under it; clicks on it do nothing.
            if mouse.action != .click {
                inspectorScroll = max(0, inspectorScroll + (mouse.action == .scrollUp ? -3 : 3))
            }
            return
        }
        guard let layer = (topPresentedController ?? rootViewController)?.viewIfLoaded,
            layer.frame.contains(mouse.point)
        else { return }
        let origin = layer.frame.origin
        var panel = layer.hitTest(Point(x: mouse.point.x - origin.x, y: mouse.point.y - origin.y))
        while let p = panel {
            let at = p.originInWindow
            if p.handleMouse(mouse, at: Point(x: mouse.point.x - at.x, y: mouse.point.y - at.y)) { return }
            panel = p.superview
        }
    }

    /// Pasted text (bracketed paste) goes to the focused text field of the screen the user
    /// types into, as one edit; with no field focused it is dropped: a paste is never keys,
    /// so a `q` or a line break in it neither quits nor activates.
    public func paste(_ text: String) {
        handlingInput {
            if !isTooSmall, !isShowingHelp, !(isShowingInspector && !inspectorIsSidePanel) {
                _ = (topPresentedController ?? rootViewController)?.paste(text)
            }
            settle()
            runQueuedInputs()
        }
    }

    private func route(_ key: Key) {
        if isTooSmall {
            if key == .character("q") || key == .ctrl("C") { isQuitRequested = true }
            return
        }
        // Help and the inspector overlay cover the app: only their own keys act.
        if isShowingHelp || (isShowingInspector && !inspectorIsSidePanel) {
            _ = handleWindowKey(key, in: activeWindowBindings)
            return
        }
        if let top = topPresentedController ?? rootViewController, top.handle(key) { return }
        if key == .escape, let presented = topPresentedController {
            presented.dismiss()
            return
        }
        _ = handleWindowKey(key, in: activeWindowBindings)
    }

    /// Mirrors `UIAccessibility.post(notification: .announcement, argument:)`: tells the user
    /// what an action did that the screen does not show by itself (`Added Invoice #01001`,
    /// `Exported Invoice #00003 as PDF`). The row above the footer shows it until the next
    /// input, unless a rule fired (the diagnostic wins the row).
    public func postAnnouncement(_ message: String) {
        announcement = message
        events.record(.announcement(message))
    }

    // MARK: Queued inputs

    private var queuedInputs: [@MainActor () -> Void] = []
    private var isRunningQueuedInputs = false

    /// Queues work to run as its own input once the current one has settled: what a screen
    /// does when it performs a sequence of steps a user could do by hand (keys sent through
    /// `send`, pushes, presentations), each step seeing the settled result of the one before
    /// — brought up to date and laid out, as the user sees a frame between two steps (a pushed
    /// list has its cells before a key reaches one; rows scrolled away are reused before the
    /// next key). The steps are not drawn: the damage each finds adds up for the next frame,
    /// which is drawn over the one the terminal shows. Everything queued runs before the current
    /// `send` returns, so replays stay deterministic.
    public func enqueue(_ input: @escaping @MainActor () -> Void) {
        queuedInputs.append(input)
    }

    private func runQueuedInputs() {
        guard !isRunningQueuedInputs else { return }
        isRunningQueuedInputs = true
        defer { isRunningQueuedInputs = false }
        while !queuedInputs.isEmpty {
            updateIfNeeded()
            let input = queuedInputs.removeFirst()
            input()
            settle()
        }
    }

    // MARK: What is on screen

    /// The top presented controller, if any.
    public var topPresentedController: ViewController? {
        var p = rootViewController?.presentedViewController
        while let next = p?.presentedViewController { p = next }
        return p
    }

    /// The controller the user sees and types into: the presented one first, then the top
    /// of the visible navigation stack.
    public var topViewController: ViewController? { Self.topViewController(in: frontLayer) }

    /// The layer in front: the top presentation, else the root.
    var frontLayer: ViewController? { topPresentedController ?? rootViewController }

    /// The controller the user works in within `layer`: the top of its visible navigation stack.
    static func topViewController(in layer: ViewController?) -> ViewController? {
        layer?.visibleNavigationController?.topViewController ?? layer
    }

    /// The stack of the visible navigation controller (the selected tab's).
    public var visibleStack: [ViewController] {
        rootViewController?.visibleNavigationController?.viewControllers ?? rootViewController.map { [$0] } ?? []
    }

    /// The selected tab's title when the root is a tab bar controller.
    public var selectedTabTitle: String? { rootViewController?.selectedTabTitle }

    // MARK: Ownership

    /// A controller a container let go, held weakly until the transition settles.
    private struct Released {
        weak var controller: ViewController?
        let title: String
        let type: String
        let location: String
    }
    private var released: [Released] = []

    /// Called when a container lets a controller go (pop, dismiss, replaced tabs).
    func controllerReleased(_ controller: ViewController) {
        let path = (visibleStack.map(\.displayTitle) + [controller.displayTitle]).filter { !$0.isEmpty }
        released.append(
            Released(
                controller: controller, title: controller.displayTitle,
                type: controller.typeName, location: path.joined(separator: " > ")))
    }

    /// Once a key, resize or setting change has settled, every released controller must be
    /// gone; one still alive is held by something else and records `leaked-controller`.
    func checkReleasedControllers() {
        let pending = released
        released.removeAll()
        for r in pending where r.controller != nil {
            diagnostics.record(Diagnostic(.leakedController(title: r.title, type: r.type), location: r.location))
        }
    }

    /// Runs after every input: the main queue's work runs (`drainMainQueue`), observers
    /// re-apply, then ownership is checked.
    private func settle() {
        drainMainQueue()
        drainObservations()
        checkReleasedControllers()
    }

    // MARK: Observation

    private var pendingObservers: [ModelObserver] = []
    /// Counts update phases: what changes between two of them is one generation
    /// (`AutomaticObservation`).
    var updateGeneration = 0
    /// Controllers whose untracked reads changed in this generation, held weakly: a
    /// controller popped meanwhile is checked for a leak, not kept for this check.
    var untrackedReadChecks: [UntrackedReadCheck] = []

    /// Schedules an observer whose model changed; it re-applies on the next drain, after
    /// the mutation has finished.
    func schedule(_ observer: ModelObserver) {
        if !pendingObservers.contains(where: { $0 === observer }) { pendingObservers.append(observer) }
    }

    /// Rounds of `drainObservations` before it stops: an observer whose `apply` changes
    /// what it reads schedules itself again every round, without end.
    static let observationRoundLimit = 100
    /// Debug builds stop on an engine fault (a capped loop that reached its cap); tests of
    /// that fault turn this off to see what is logged.
    var stopsOnEngineFaults = true

    /// Runs every scheduled observer (and those its updates schedule) to quiescence. The
    /// window drains after each key, resize and setting change and before each frame. After
    /// `observationRoundLimit` rounds it stops, so a frame always comes: the observers still
    /// scheduled stay scheduled for the next drain, the transcript names them (an engine
    /// fault, not a rule of the catalog) and debug builds stop.
    public func drainObservations() {
        var rounds = 0
        while !pendingObservers.isEmpty && rounds < Self.observationRoundLimit {
            let batch = pendingObservers
            pendingObservers.removeAll()
            for observer in batch { observer.applyIfDirty() }
            rounds += 1
        }
        guard !pendingObservers.isEmpty else { return }
        let fault = EventLog.Event.observersStillScheduled(rounds: rounds, owners: pendingObservers.map(\.ownerName))
        events.record(fault)
        if stopsOnEngineFaults { assertionFailure(fault.description) }
    }

    // MARK: The frame

    /// What the update phase prepared for the draw phase: the keys of the screen the user
    /// types into (the footer and help show them), and the inspector's owner regions and
    /// lines while it is shown.
    var screenKeyHints: [KeyHint] = []
    var inspectorContent: (owners: [OwnerRegion], lines: [InspectorLine])?
}
