import Rules
import Declarative
import Imperative
import Terminal

/// What a hosting panel asks of the controller that made it.
@MainActor
protocol HostingPanelOwner: AnyObject {
    var graph: ViewGraph { get }
    var sizingOptions: HostingSizingOptions { get }
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

/// The host's root panel: lays the declarative tree out in its frame in the update phase,
/// and draws it. Like any view, it holds its controller weakly: when nothing retains the
/// controller the panel stays where it was added, draws nothing, and `unretained-child-host`
/// is recorded when it is laid out or updated (a stack that sized it by its content gives
/// it no height at all, so the update phase may never reach it).
@MainActor
final class HostingPanel: Panel {
    private(set) weak var host: (any HostingPanelOwner)?
    /// `HostingController<BalanceCard>`, to name the lost host in a diagnostic.
    let hostTypeName: String
    private var reportedUnretained = false
    /// Set once `opaque-host-background` was recorded for this panel.
    var reportedOpaqueBackground = false

    init(host: some HostingPanelOwner, hostTypeName: String) {
        self.host = host
        self.hostTypeName = hostTypeName
        super.init()
    }

    /// For a child host without `.intrinsicContentSize` sizing: the content's ideal size when
    /// this panel was first laid out in its container. It is never measured again, so this
    /// goes stale as the content changes.
    var measuredContentSize: Size?

    /// With `.intrinsicContentSize` sizing, the content's ideal size now; without it, the
    /// measurement taken at the first layout (before that, the ideal size it will take).
    override var intrinsicContentSize: Size? {
        guard let host else { return nil }
        if !host.sizingOptions.contains(.intrinsicContentSize), let measuredContentSize { return measuredContentSize }
        return host.graph.sizeThatFits(.unspecified)
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
        guard let host else {
            reportUnretained()
            return
        }
        host.hostingPanelDidLayout(self)
    }

    /// The update phase: the checks, then the tree laid out in the panel's frame (in window
    /// coordinates, where its nodes' frames are).
    override func updateContent(in context: UpdateContext) {
        guard let host else {
            reportUnretained()
            return
        }
        host.hostingPanelWillUpdate(self, in: context)
        host.graph.layout(in: context.frame(size: frame.size))
        if host.graph.displayVersion != drawnVersion {
            drawnVersion = host.graph.displayVersion
            setNeedsDisplay()
        }
    }

    /// The graph's `displayVersion` when this panel was last marked for display.
    private var drawnVersion = -1

    /// Mouse events go to the hosted controls (their frames are in window coordinates).
    override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
        host?.graph.handleMouse(event) ?? false
    }

    override func draw(in context: inout DrawContext) {
        host?.graph.draw(into: &context.canvas, clip: context.clip)
    }

    private func reportUnretained() {
        guard !reportedUnretained, let controller = superview?.viewController else { return }
        reportedUnretained = true
        controller.report(rule: .unretainedChildHost, "the \(hostTypeName) whose view was added here was freed: nothing kept a reference to it, so its region is blank. Keep it in a stored property and add it with addChild(_:)")
    }

    /// True when the superview, or a sibling drawn before this panel, drew text or lines
    /// inside this panel's frame: an opaque background here paints over it.
    func coversImperativeContent(traits: TraitCollection) -> Bool {
        guard let superview, !frame.isEmpty else { return false }
        let local = Rect(origin: .zero, size: frame.size)
        var scratch = DrawContext(canvas: Canvas(size: frame.size), origin: Point(x: -frame.x, y: -frame.y),
                                  clip: local, traits: traits)
        superview.draw(in: &scratch)
        for sibling in superview.subviews {
            if sibling === self { break }
            sibling.render(in: &scratch)
        }
        return scratch.canvas.cells.contains { !$0.glyph.isSpace }
    }
}
