import Rules
import Declarative
import Imperative
import Terminal

/// What a hosting panel asks of the controller that made it.
@MainActor
protocol HostingPanelOwner: AnyObject {
    var graph: ViewGraph { get }
    var sizingOptions: HostingSizingOptions { get }
    /// The safe area regions the host adds to its view (`.keyboard`: the software keyboard).
    var safeAreaRegions: SafeAreaRegions { get }
    /// Called in the update phase when the keyboard's inset of the panel's safe area changed
    /// (`keyboardInset`), before the content is laid out in what is left.
    func hostingPanel(_ panel: HostingPanel, keyboardInsetChangedFrom old: Int)
    /// Called after the panel got its frame (the measurement, the zero-size check,
    /// `preferredContentSize`).
    func hostingPanelDidLayout(_ panel: HostingPanel)
    /// Called in the update phase, before the tree is laid out in the panel's frame (the
    /// opaque-background and stale-environment checks).
    func hostingPanelWillUpdate(_ panel: HostingPanel, in context: UpdateContext)
    /// True for a host embedded in an ordinary screen rather than shown by a container.
    var isChildHost: Bool { get }
    /// The controllers of the representables the content shows, drawn in its frame.
    var children: [ViewController] { get }
}

/// The host's root panel, as `UIHostingController.view` is the hosting view
/// (`_UIHostingView`): it owns the declarative tree, lays it out in its frame in the update
/// phase and draws it, and holds its controller weakly. A controller whose view alone was
/// added to another panel is freed when nothing else keeps it; the panel then goes on
/// drawing and updating the tree on its own (following the traits of where it is drawn, as
/// a view does), but nothing joins the content to the controller hierarchy any more: the
/// panel takes the graph's host and its presenters over, and records `unretained-child-host`
/// when the content raises a `.sheet`, `.popover`, `.alert` or `.confirmationDialog` (it
/// presents nothing: there is no controller to present from) or publishes toolbar items
/// (there is no navigation item to carry them to a bar).
@MainActor
final class HostingPanel: Panel {
    private(set) weak var host: (any HostingPanelOwner)?
    /// The tree, owned here as the hosting view owns its view graph: it outlives a freed host.
    let graph: ViewGraph
    /// `HostingController<BalanceCard>`, to name the lost host in a diagnostic.
    let hostTypeName: String
    /// The host's sizing options as last seen: a freed host's view keeps sizing as it did.
    private var sizingOptions: HostingSizingOptions
    /// The host's safe area regions as last seen, likewise.
    private var safeAreaRegions: SafeAreaRegions
    /// The keyboard's inset of the safe area the content was last laid out in.
    private(set) var appliedKeyboardInset = 0
    /// True once the panel found its host freed and took the graph over.
    private(set) var isDetached = false
    /// The toolbar titles last reported as reaching no bar, so that the same items are
    /// reported once, not at every update.
    private var reportedToolbarTitles: [String] = []
    /// Set once `opaque-host-background` was recorded for this panel.
    var reportedOpaqueBackground = false
    /// Set once `contain-child-host` was recorded for this panel's host.
    var reportedUncontained = false

    init(host: some HostingPanelOwner, hostTypeName: String) {
        self.host = host
        self.graph = host.graph
        self.hostTypeName = hostTypeName
        self.sizingOptions = host.sizingOptions
        self.safeAreaRegions = host.safeAreaRegions
        super.init()
    }

    /// For a child host without `.intrinsicContentSize` sizing: the content's ideal size when
    /// this panel was first laid out in its container. It is never measured again, so this
    /// goes stale as the content changes.
    var measuredContentSize: Size?

    /// With `.intrinsicContentSize` sizing, the content's ideal size now; without it, the
    /// measurement taken at the first layout (before that, the ideal size it will take).
    /// A freed host's tree is brought up to date first, as its host's update phase would
    /// have done before anything laid out.
    /// A live size includes the keyboard's inset of the safe area (`keyboardInset`): the
    /// hosting view grows by it, so that the content clears the keyboard.
    override var intrinsicContentSize: Size? {
        if let host {
            sizingOptions = host.sizingOptions
            safeAreaRegions = host.safeAreaRegions
        } else {
            detachIfFreed()
            graph.update()
        }
        if !sizingOptions.contains(.intrinsicContentSize), let measuredContentSize { return measuredContentSize }
        let ideal = graph.sizeThatFits(.unspecified)
        return Size(width: ideal.width, height: ideal.height + keyboardInset)
    }

    /// The rows the software keyboard takes from the bottom of this panel's safe area while the
    /// host's `safeAreaRegions` contain `.keyboard`: how far the keyboard reaches up into the
    /// panel from its bottom edge. Measured from the bottom edge and not capped at the panel's
    /// height, so a view pinned to the bottom whose size grows by the inset keeps the same inset
    /// (where UIKit's layout passes settle). Zero with no keyboard over the panel.
    var keyboardInset: Int {
        guard safeAreaRegions.contains(.keyboard) else { return 0 }
        let keyboard = keyboardLayoutGuide.layoutFrame
        guard keyboard.height > 0, keyboard.y < frame.height, keyboard.maxY > 0, keyboard.x < frame.width,
            keyboard.maxX > 0
        else { return 0 }
        return min(keyboard.height, frame.height - keyboard.y)
    }

    /// Hosted content, or a child host's; a host that was freed leaves a child host's region.
    override var ownershipRole: OwnershipRole? {
        guard let host else { return .childHost }
        return host.isChildHost ? .childHost : .hosted
    }

    /// The representables' controllers: the content draws their panels in place.
    override var embeddedControllerPanels: [Panel] {
        host?.children.compactMap(\.viewIfLoaded) ?? []
    }

    override func layoutSubviews() {
        guard let host else { return detachIfFreed() }
        sizingOptions = host.sizingOptions
        host.hostingPanelDidLayout(self)
    }

    /// Visited in every update phase: its hosted graph may have changed with no mark on the panel.
    override var updatesContentEveryFrame: Bool { true }

    /// The update phase: the checks, then the tree laid out in the panel's frame (in window
    /// coordinates, where its nodes' frames are). A freed host's tree is updated all the
    /// same, with the traits of where it is drawn.
    override func updateContent(in context: UpdateContext) {
        if let host {
            sizingOptions = host.sizingOptions
            safeAreaRegions = host.safeAreaRegions
            host.hostingPanelWillUpdate(self, in: context)
        } else {
            detachIfFreed()
            followTraits(context.traits)
        }
        // The content is laid out in the safe area: above the keyboard's inset.
        let inset = keyboardInset
        if inset != appliedKeyboardInset {
            let old = appliedKeyboardInset
            appliedKeyboardInset = inset
            host?.hostingPanel(self, keyboardInsetChangedFrom: old)
        }
        graph.layout(in: context.frame(size: Size(width: frame.width, height: max(0, frame.height - inset))))
        if graph.displayVersion != drawnVersion {
            drawnVersion = graph.displayVersion
            setNeedsDisplay()
        }
    }

    /// The graph's `displayVersion` when this panel was last marked for display.
    private var drawnVersion = -1

    /// Mouse events go to the hosted controls (their frames are in window coordinates): a
    /// click reaches a freed host's content too, as a touch reaches a hosting view.
    override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
        if host == nil { detachIfFreed() }
        return graph.handleMouse(event)
    }

    override func draw(in context: inout DrawContext) {
        graph.draw(into: &context.canvas, clip: context.clip)
    }

    // MARK: A freed host

    /// Once the host is gone, the panel stands in for it towards the tree: it hears the
    /// graph (diagnostics, preferences, invalidations) and is the presenter the content's
    /// sheets and dialogs reach — which presents nothing. Focus is no longer shown: keys
    /// reach hosted content through its controller, and there is none.
    private func detachIfFreed() {
        guard host == nil, !isDetached else { return }
        isDetached = true
        graph.host = self
        graph.isFocusVisible = false
        var environment = graph.environment
        environment.setSheetPresenter(self)
        environment.setDialogPresenter(self)
        graph.setEnvironment(environment)
    }

    /// A hosting view updates its content's environment from its own traits, with or
    /// without a controller: those of the panels it is drawn in.
    private func followTraits(_ traits: TraitCollection) {
        var environment = graph.environment
        TraitBridge.apply(traits, to: &environment)
        if !environment.isSame(as: graph.environment) {
            graph.setEnvironment(environment)
        }
    }

    /// Records `unretained-child-host` at the screen whose panel holds this one.
    private func reportFreed(_ finding: RuleFinding) {
        superview?.viewController?.report(finding)
    }

    /// True when the superview, or a sibling drawn before this panel, drew text or lines
    /// inside this panel's frame: an opaque background here paints over it.
    func coversImperativeContent(traits: TraitCollection) -> Bool {
        guard let superview, !frame.isEmpty else { return false }
        let local = Rect(origin: .zero, size: frame.size)
        var scratch = DrawContext(
            canvas: Canvas(size: frame.size), origin: Point(x: -frame.x, y: -frame.y),
            clip: local, traits: traits)
        superview.draw(in: &scratch)
        for sibling in superview.subviews {
            if sibling === self { break }
            sibling.render(in: &scratch)
        }
        return scratch.canvas.cells.contains { !$0.glyph.isSpace }
    }
}

/// A freed host's tree reports to its panel: what the engine finds broken is recorded at the
/// screen holding the panel, toolbar items are reported as reaching no bar, and a changed
/// content asks for a new layout as the host would have.
extension HostingPanel: ViewGraphHost {
    var viewGraphHostName: String { hostTypeName }

    func viewGraph(_ graph: ViewGraph, didReport finding: RuleFinding) {
        superview?.viewController?.report(finding)
    }

    func viewGraph(_ graph: ViewGraph, didUpdatePreferences preferences: PreferenceValues) {
        let titles = preferences.toolbarItems.map(\.title)
        guard titles != reportedToolbarTitles else { return }
        reportedToolbarTitles = titles
        guard !titles.isEmpty else { return }
        reportFreed(.unretainedHostToolbar(host: hostTypeName, items: titles))
    }

    func viewGraphDidInvalidate(_ graph: ViewGraph) {
        setNeedsLayout()
        if sizingOptions.contains(.intrinsicContentSize) { superview?.setNeedsLayout() }
    }

    func viewGraph(_ graph: ViewGraph, didStopUpdatingAfter rounds: Int, pending: [String]) {
        let fault = EventLog.Event.stoppedUpdating(hostTypeName, rounds: rounds, pending: pending)
        superview?.viewController?.window?.events.record(fault)
        assertionFailure(fault.description)
    }
}

/// A freed host's sheets and popovers: there is no controller to present from (UIKit logs
/// "presenting from detached view controller" and shows nothing), so nothing is presented
/// and the binding is set back, as for any presentation that was refused.
extension HostingPanel: SheetPresenter {
    func presentSheet(
        id: ObjectIdentifier, kind: PresentationKind, content: AnyView, environment: EnvironmentValues,
        onDismiss: @escaping @MainActor () -> Void
    ) {
        reportFreed(.unretainedHostPresentation(host: hostTypeName, modifier: kind == .popover ? ".popover" : ".sheet"))
        onDismiss()
    }

    func dismissSheet(id: ObjectIdentifier) {}
}

/// A freed host's alerts and confirmation dialogs: likewise, nothing to present from.
extension HostingPanel: DialogPresenter {
    func presentDialog(id: ObjectIdentifier, dialog: Dialog) {
        reportFreed(
            .unretainedHostPresentation(
                host: hostTypeName, modifier: dialog.kind == .alert ? ".alert" : ".confirmationDialog"))
        dialog.close()
    }

    func dismissDialog(id: ObjectIdentifier) {}
}
