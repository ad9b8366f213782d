import Rules
import Terminal

/// The engine of one declarative tree (what a hosting controller owns): the root node,
/// the dirty nodes waiting for a body evaluation, focus, and the preferences the tree
/// reports. Each frame: `update()` drains invalidated bodies (only those), then
/// `layout(in:)` and `draw(into:clip:)`.
@MainActor
public final class ViewGraph {
    public private(set) var root: ViewNode
    public private(set) var environment: EnvironmentValues
    /// Nodes invalidated since the last update round, in order; one removed since stays listed,
    /// no longer dirty, and is skipped.
    private(set) var dirty: [ViewNode] = []
    private var needsRootUpdate = false
    public internal(set) weak var focusedNode: ViewNode? {
        didSet { if focusedNode !== oldValue { displayVersion += 1 } }
    }
    /// Counts the changes that can alter what the tree draws: placing it again (which every
    /// invalidation, new root or environment, and key asks for) and moving focus. A host
    /// draws the tree again when this moved since it last drew, and keeps its cells otherwise.
    public private(set) var displayVersion = 0
    /// Who the focused control is, kept when its node goes: the control that takes its
    /// place in a new layout takes focus (see `repairFocus`).
    var focusIdentity: FocusIdentity?
    /// False while the tree is behind another layer (a presentation, the help overlay): focus
    /// stays where it is, but no focus mark is drawn, so only the front layer shows one.
    /// The host sets it in the update phase.
    public var isFocusVisible = true {
        didSet {
            guard isFocusVisible != oldValue else { return }
            sizeEpoch += 1
            placedRect = nil
            host?.viewGraphDidInvalidate(self)
        }
    }
    /// Body evaluations by view type name; tests pin observation granularity with it. The
    /// count is kept by type and named when read: naming a generic type demangles it.
    public var bodyEvaluations: [String: Int] {
        Dictionary(bodyEvaluationCounts.values.map { (String(describing: $0.type), $0.count) }, uniquingKeysWith: +)
    }
    private var bodyEvaluationCounts: [TypeKey: (type: any View.Type, count: Int)] = [:]
    /// The sizes nodes cached belong to this epoch: it moves on only for a change that can
    /// move every size at once (focus shown or hidden). A node's own change forgets its sizes
    /// and those of the nodes above it (`ViewNode.invalidateSizes`), and the rest of the tree
    /// is placed again from the sizes it measured.
    var sizeEpoch = 0
    #if DEBUG
        /// The sizes measured anew by the check under way in a debug build (`_checkKeptSizes`).
        var verifyingSizes: [VerifiedSizeKey: Size]?
    #endif
    /// The rectangle the tree was last placed in; nil once anything that can move a frame
    /// happened (a size forgotten, a new root or environment, a focus change in a scroll view).
    private var placedRect: Rect?
    /// What the last walk of the interactive tree found, for focus (`refreshInteractiveNodes`).
    struct InteractiveNodes {
        var focusable: [ViewNode] = []
        var focusBindings: [ViewNode] = []
    }
    var interactiveNodes = InteractiveNodes()
    /// True once the interactive tree may hold other nodes than the last walk found: a node
    /// was made or removed, children were reordered, an arrangement was chosen.
    var needsInteractiveWalk = true
    /// True once the preferences may differ from the last collection: the interactive tree
    /// changed, or a preference writer was given a view value.
    var needsPreferenceWalk = true
    /// The appearance actions' bookkeeping (`ViewGraph+Appearance.swift`).
    var appearance = AppearanceState()
    /// Who hosts the tree (see `ViewGraphHost`); nil for a tree on its own.
    public weak var host: (any ViewGraphHost)?
    /// How messages name the host; nil for a tree on its own.
    var hostName: String? { host?.viewGraphHostName }

    public init(rootView: some View, environment: EnvironmentValues = EnvironmentValues()) {
        self.environment = environment
        // Two phases: the root is made before the graph is whole, and given it once it is.
        root = ViewNode(view: rootView, environment: environment, parent: nil, graph: nil)
        root.graphReference = self
        interactiveTreeDidChange()
        root.refresh(environment: environment)
        collectPreferences()
        settleFocus(applyingRequests: false)
        _checkInvariants()
    }

    /// Nodes kept alive elsewhere (a closure, the last walk of another tree) forget the graph.
    isolated deinit {
        root.forEachDescendant { $0.graphReference = nil }
    }

    /// Replaces the root view; state is kept where identity holds (same root type).
    public func setRootView(_ view: any View) {
        if type(of: view) != root.viewType {
            nodeRemoved(root)
            root = ViewNode(view: view, environment: environment, parent: nil, graph: self)
        }
        root.update(view: view, environment: environment)
        // The tree is now up to date with the graph's environment: focus and its requests
        // follow the new tree now, as after an update. A node whose body was invalidated
        // below a root that did not change (an equal value stops the update at the root)
        // is still dirty, and keeps waiting for the next update.
        needsRootUpdate = false
        placedRect = nil
        dirty.removeAll { !$0.isDirty }
        collectPreferences()
        settleFocus(applyingRequests: true)
        host?.viewGraphDidInvalidate(self)
        _checkInvariants()
    }

    /// Replaces the root environment; the whole tree re-renders with it on the next update.
    /// It is placed again only when what changed can change a size or a position
    /// (`EnvironmentKey.affectsLayout`, or a body evaluated again); otherwise it is drawn again.
    public func setEnvironment(_ environment: EnvironmentValues) {
        if environment.changesLayout(from: self.environment) {
            // Every size can follow from what changed (a type size, a direction).
            sizeEpoch += 1
            placedRect = nil
        } else {
            // The same values for every size: the nodes keep what they measured.
            environment.adoptLayoutStamp(of: self.environment)
            displayVersion += 1
        }
        self.environment = environment
        needsRootUpdate = true
        host?.viewGraphDidInvalidate(self)
    }

    /// True when some body must be evaluated before the next frame.
    public var needsUpdate: Bool { needsRootUpdate || !dirty.isEmpty || needsAppearancePass }

    /// Rounds of `update` before it stops. A round evaluates the bodies invalidated so far;
    /// what they invalidate in turn (a child writing a binding its parent reads), and focus
    /// repairs writing `.focused` bindings, take a few more. More than this means bodies
    /// invalidate each other without end.
    static let updateRoundLimit = 8

    /// Re-evaluates invalidated bodies, outermost first; a node re-rendered by an ancestor
    /// in the same round is not evaluated twice. Once nothing is invalidated, focus is
    /// repaired and focus requests applied (which may invalidate more). Stopping at
    /// `updateRoundLimit` with bodies still invalidated is a fault of the tree, not a rule of
    /// the catalog: the host is told, to log it and stop debug builds; a graph without a
    /// host stops debug builds itself. The rest waits for the next update.
    public func update() {
        guard needsUpdate else { return }
        var rounds = 0
        while needsUpdate && rounds < Self.updateRoundLimit {
            rounds += 1
            if needsRootUpdate {
                needsRootUpdate = false
                root.update(environment: environment)
            }
            let pending = dirty
            dirty.removeAll()
            for node in pending.sorted(by: { $0.depth < $1.depth }) where node.isDirty {
                node.refresh(environment: node.environment)
            }
            runAppearanceActions()
            if !needsUpdate { settleFocus(applyingRequests: true) }
        }
        if needsUpdate {
            let pending = dirty.filter(\.isDirty).map(\.viewTypeName)
            if let host {
                host.viewGraph(self, didStopUpdatingAfter: rounds, pending: pending)
            } else {
                assertionFailure("view graph update stopped after \(rounds) rounds with \(pending) still invalidated")
            }
        }
        collectPreferences()
        _checkInvariants()
    }

    /// Forgets the placed frames: the next layout places the tree again.
    func invalidateLayout() { placedRect = nil }

    /// The tree draws differently with the same frames: the host draws it again.
    func invalidateDisplay() { displayVersion += 1 }

    func markDirty(_ node: ViewNode) {
        dirty.append(node)
        placedRect = nil
        host?.viewGraphDidInvalidate(self)
    }

    /// `node` left the tree: its subtree is no longer dirty and forgets the graph, which it
    /// may outlive (its nodes hold the graph unretained: see `ViewNode.graph`).
    func nodeRemoved(_ node: ViewNode) {
        node.forEachDescendant {
            $0.isDirty = false
            $0.endStorage()
            $0.graphReference = nil
        }
        interactiveTreeDidChange()
    }

    /// Something changed which nodes the interactive tree holds, or their order: the next
    /// update walks it again for focus and preferences.
    func interactiveTreeDidChange() {
        needsInteractiveWalk = true
        needsPreferenceWalk = true
    }

    func countBodyEvaluation(of type: any View.Type) {
        bodyEvaluationCounts[TypeKey(type), default: (type, 0)].count += 1
    }

    func noteStateDeclared(in node: ViewNode) { host?.viewGraph(self, didDeclareStateIn: node) }

    func report(_ finding: RuleFinding) { host?.viewGraph(self, didReport: finding) }

    // MARK: Layout and drawing

    /// The size the tree wants for `proposal` (a host sized by its content asks this), as the
    /// tree stands: call `update()` first for bodies invalidated since (the update phase of a
    /// frame does, before anything is laid out).
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        root.sizeThatFits(proposal)
    }

    /// Lays the tree out in `rect`; a tree that did not change since it was placed in the
    /// same rectangle keeps its frames.
    public func layout(in rect: Rect) {
        update()
        if placedRect == rect { return }
        placedRect = rect
        displayVersion += 1
        _ = root.sizeThatFits(ProposedSize(rect.size))
        root.place(in: rect)
        _checkKeptSizes()
        // Placing chooses among arrangements (ViewThatFits): the focused control may have
        // gone out of the interactive tree with the one no longer shown.
        settleFocus(applyingRequests: false)
        _checkInvariants()
    }

    /// Focus follows the tree as it stands: the interactive nodes walked again if the tree
    /// changed, focus kept on a control still there or moved to its successor, and (after
    /// an update) the `.focused` bindings' requests applied.
    private func settleFocus(applyingRequests: Bool) {
        refreshInteractiveNodes()
        repairFocus()
        if applyingRequests { applyFocusRequests() }
    }

    public func draw(into canvas: inout Canvas, clip: Rect) {
        canvas.handOff(to: { RenderContext(canvas: $0, clip: clip) }) { root.draw(in: &$0) }
    }

    // MARK: Preferences

    /// The preferences of the tree as it stands, outermost writer first: walked for again on
    /// the first read after the interactive tree or a writer changed. A root that is a boundary
    /// (a hosted NavigationStack) keeps its preferences from the host: the stack shows its own
    /// titles.
    public var preferences: PreferenceValues {
        if needsPreferenceWalk {
            needsPreferenceWalk = false
            collectedPreferences = PreferenceValues.collect(from: root, entersBoundary: false)
        }
        return collectedPreferences
    }
    private var collectedPreferences = PreferenceValues()

    /// Collects the preferences after an update (the tree is walked only when a writer or the
    /// interactive tree changed) and tells the host; a host that reads them when it needs them
    /// (`observesPreferences` false) is not told, and nothing is walked until it reads.
    private func collectPreferences() {
        guard host?.observesPreferences ?? true else { return }
        let preferences = self.preferences
        host?.viewGraph(self, didUpdatePreferences: preferences)
    }

    // MARK: Keys

    /// Routes a key: the focused control first, then Escape to whatever closes (the
    /// innermost sheet or navigation stack), then focus movement.
    public func handle(_ key: Key) -> Bool {
        update()
        defer { update() }
        if let node = focusedNode, let control = node.focusableView,
            control.handleKey(key, node: node)
        {
            return true
        }
        switch key {
        case .tab: return moveFocus(by: 1, wraps: true)
        case .backTab: return moveFocus(by: -1, wraps: true)
        case .down: return moveFocus(by: 1, wraps: false)
        case .up: return moveFocus(by: -1, wraps: false)
        case .escape: return handleEscape()
        case .character(let c): return handleToolbarKey(c)
        case .pageUp, .pageDown, .home, .end: return handleScrollKey(key)
        default: return false
        }
    }

    // MARK: Mouse and paste

    /// Routes a mouse event (`event.point` in window coordinates) to the innermost focusable
    /// control under it: a click focuses it first. False when no control is there.
    public func handleMouse(_ event: MouseEvent) -> Bool {
        update()
        defer { update() }
        guard let node = focusableNodes.last(where: { $0.frame.contains(event.point) }),
            let control = node.focusableView
        else { return false }
        if event.action == .click, focusedNode !== node { focus(node) }
        return control.handleMouse(event, node: node) || event.action == .click
    }

    /// Pasted text goes to the focused control as one edit; false when it takes no text
    /// (the paste is dropped: it is never keys).
    public func paste(_ text: String) -> Bool {
        update()
        defer { update() }
        guard let node = focusedNode, let control = node.focusableView else { return false }
        return control.handlePaste(text, node: node)
    }

    /// The interactive nodes whose kind `matches`, innermost (last in layout order) first:
    /// where a key that no focused control took goes.
    func handlers(_ matches: (ViewKind) -> Bool) -> [ViewNode] {
        var found: [ViewNode] = []
        root.forEachInteractive { if matches($0.kind) { found.append($0) } }
        return found.reversed()
    }

    /// Escape closes the innermost thing that closes: a sheet, a NavigationStack destination.
    private func handleEscape() -> Bool {
        for node in handlers(\.handlesEscape) {
            if let handler = node.escapeHandler, handler.handleEscape(node) { return true }
        }
        return false
    }
}

/// A view whose subtree's preferences stay with it (a navigation stack shows its own
/// titles; a sheet's content belongs to the sheet).
@preconcurrency @MainActor
public protocol PreferenceBoundary: PrimitiveView {}

extension PreferenceBoundary {
    public var isPreferenceBoundary: Bool { true }
}

/// A view that closes something on Escape (a sheet dismisses, a stack pops).
@preconcurrency @MainActor
public protocol EscapeHandler: PrimitiveView {
    /// True when Escape closed something.
    func handleEscape(_ node: ViewNode) -> Bool
}

extension EscapeHandler {
    public var handlesEscape: Bool { true }
    public var _escapeHandler: (any EscapeHandler)? { self }
}
