import Rules
import Declarative
import Imperative
import Terminal

/// What a hosting configuration panel's environment was built from; a change sets a new
/// environment. Outside the generic panel, so that reading and comparing it needs no type
/// metadata for each content type.
private struct HostingConfigurationInputs: Equatable {
    var traits: TraitCollection
    var background: CellColor
    /// True on the selected row's highlight (`Palette.selected`).
    var isOnSelection = false
    var state: CellConfigurationState?
}

/// The content panel of a `HostingConfiguration`: renders the content with a `ViewGraph`
/// of its own, inside the margins. The graph is built when the panel first draws and kept: a
/// configuration with a new identity (a new item, a reused cell) is reconciled into it, as
/// SwiftUI updates the hosted tree of a content view UIKit keeps, so `@State` at the same
/// position keeps its value (`cell-state-reuse`); content whose `.id` changed is a new view
/// there and starts afresh. `updated(for:)` copies keep the content and bring a new state. Its
/// environment holds only what the cell supplies: the traits of the cell's controller,
/// the background under the content (so a selected row's highlight shows through: the
/// content then sees an increased background prominence and draws in the selected style)
/// and the cell state. Enter or Space on the cell's row goes to a control in the content (a
/// toggle). Diagnostics go to the controller that shows the cell.
@MainActor
final class HostingConfigurationPanel<Content: View, Background: View>: Panel, ContentPanel, ViewGraphHost {
    /// `current.look`, kept here: reading a field of the generic configuration asks the runtime
    /// for its type's metadata, at every layout and draw of every row.
    private var look: HostingConfigurationLook
    private var current: HostingConfiguration<Content, Background>
    private var graph: ViewGraph?
    private var needsRootView = false
    private typealias Inputs = HostingConfigurationInputs
    private var inputs: Inputs?
    private var needsEnvironmentCheck = false
    /// The content as last drawn, the panel's size: copied to the screen while nothing
    /// changed, so a scrolling list moves rows without laying them out again.
    private var rendered: Canvas?
    private var pendingDiagnostics: [RuleFinding] = []

    init(configuration: HostingConfiguration<Content, Background>) {
        current = configuration
        look = configuration.look
        super.init()
        backgroundColor = .clear
    }

    override var ownershipRole: OwnershipRole? { .hostedCell }

    var configuration: any ContentConfiguration {
        get { current }
        set {
            guard let c = newValue as? HostingConfiguration<Content, Background> else { return }
            if c.identity !== current.identity {
                // A new configuration of the same type is applied to the content this panel
                // has, as UIKit keeps a content view that `supports(_:)` it: the new root view
                // is reconciled into the tree, so `@State` at the same position keeps its value
                // and shows on the new item (`cell-state-reuse`). A root whose `.id` changed is
                // another view to the reconcile, which builds its subtree (and state) afresh.
                needsRootView = true
                needsEnvironmentCheck = true
            }
            // `updated(for:)` keeps the content as it was: only the state, which the content
            // reads from its environment, is new.

            current = c
            look = c.look
            setNeedsUpdate()
        }
    }

    /// The default's test, the type of the configuration shown, without reading `configuration`:
    /// that boxes a copy of the current one, for each reused cell given an item.
    func supports(_ configuration: any ContentConfiguration) -> Bool {
        type(of: configuration) == HostingConfiguration<Content, Background>.self
    }

    /// The graph showing the content, built or brought up to date for these inputs.
    private func prepareGraph(_ inputs: Inputs) -> ViewGraph {
        if let graph {
            // The environment first: a new item and a new cell state (a reused cell given both)
            // bring the content up to date once, with both, instead of evaluating its body for
            // the item in the old environment and again for the new one.
            if inputs != self.inputs {
                rendered = nil
                self.inputs = inputs
                graph.setEnvironment(environment(for: inputs))
            }
            if needsRootView {
                needsRootView = false
                graph.setRootView(current.content)
                needsEnvironmentCheck = true
                rendered = nil
            }
            if graph.needsUpdate {
                rendered = nil
                graph.update()
            }
            return graph
        }
        self.inputs = inputs
        needsRootView = false
        rendered = nil
        let graph = ViewGraph(rootView: EmptyView(), environment: environment(for: inputs))
        graph.host = self
        self.graph = graph
        graph.setRootView(current.content)
        needsEnvironmentCheck = true
        return graph
    }

    private func environment(for inputs: Inputs) -> EnvironmentValues {
        // Every row's content starts from the traits' environment for cell content, made once
        // for each traits; the row's state adds drawing values only.
        var environment = TraitBridge.cellContentEnvironment(for: inputs.traits)
        environment.backgroundColor = inputs.background
        environment.backgroundProminence = inputs.isOnSelection ? .increased : .standard
        environment.cellConfigurationState = inputs.state
        return environment
    }

    /// The margins with leading and trailing placed for the layout direction.
    private func contentInsets(_ traits: TraitCollection) -> EdgeInsets {
        var m = look.margins
        if traits.layoutDirection == .rightToLeft { swap(&m.leading, &m.trailing) }
        return m
    }

    override func sizeThatFits(_ proposal: Size) -> Size { sizeThatFits(proposal, idealHeight: false) }

    /// The content's size for `proposal`; with `idealHeight` the height is left to the content.
    /// Measuring brings the graph up to date for the inputs the row will draw with (what
    /// changed drops the rendered content there, `prepareGraph`); a measure alone leaves it.
    private func sizeThatFits(_ proposal: Size, idealHeight: Bool) -> Size {
        let m = look.margins
        let graph = prepareGraph(inputs(traits: viewController?.currentTraits ?? TraitCollection()))
        let inner = graph.sizeThatFits(
            ProposedSize(
                width: max(0, proposal.width - m.leading - m.trailing),
                height: idealHeight ? nil : max(0, proposal.height - m.top - m.bottom)))
        return Size(
            width: max(inner.width + m.leading + m.trailing, look.minWidth ?? 0),
            height: max(inner.height + m.top + m.bottom, look.minHeight ?? 0))
    }

    /// Self-sizing, as a hosting configuration's cell sizes itself: the content's ideal
    /// height at `width` inside the margins.
    func fittingHeight(forWidth width: Int) -> Int {
        sizeThatFits(Size(width: width, height: 0), idealHeight: true).height
    }

    /// True when the content's model changed since it was measured (an observed item), or it has new content.
    var needsSizing: Bool { needsRootView || graph?.needsUpdate == true }

    /// The buttons of the content's `.swipeActions` for `edge`, as the list's swipe actions.
    func swipeActionsConfiguration(on edge: SwipeEdge) -> SwipeActionsConfiguration? {
        guard let root = graph?.root else { return nil }
        let wanted: HorizontalEdge = edge == .leading ? .leading : .trailing
        guard let declaration = PreferenceValues.collect(from: root).swipeActions.first(where: { $0.edge == wanted })
        else { return nil }
        var configuration = SwipeActionsConfiguration(
            actions: declaration.actions().map { action in
                SwipeAction(
                    style: action.role == .destructive ? .destructive : .normal, title: action.title,
                    handler: action.perform)
            })
        configuration.performsFirstActionWithFullSwipe = declaration.allowsFullSwipe
        return configuration
    }

    /// The update phase: the graph brought up to date for the cell's traits, the background
    /// under the content (the cell's row, selected or not) and its state, then drawn into
    /// `rendered` when anything changed; a new configuration's reads are checked.
    override func updateContent(in context: UpdateContext) {
        let inputs = inputs(traits: context.traits)
        let graph = prepareGraph(inputs)
        if rendered?.size != bounds.size { rendered = nil }
        if rendered == nil {
            rendered = render(graph, inputs: inputs)
            setNeedsDisplay()
        }
        if needsEnvironmentCheck {
            needsEnvironmentCheck = false
            checkEnvironment(graph, traits: context.traits)
        }
        flushDiagnostics()
    }

    /// What the content's environment is built from with `traits`: the background under it
    /// (the cell's row, selected or not) and the cell state. Measuring and drawing ask alike,
    /// so a row measured before it draws is not rendered again for other inputs.
    private func inputs(traits: TraitCollection) -> Inputs {
        let palette = traits.palette
        let onSelection = (look.backgroundColor ?? .clear) == .clear && cellBelow?.showsSelectionHighlight == true
        let background =
            look.backgroundColor.flatMap { $0 == .clear ? nil : $0.resolve(in: palette) } ?? backgroundBelow(palette)
        return Inputs(traits: traits, background: background, isOnSelection: onSelection, state: look.state)
    }

    /// The cell whose row this content sits on.
    private var cellBelow: ListCell? {
        var p = superview
        while let x = p {
            if let cell = x as? ListCell { return cell }
            p = x.superview
        }
        return nil
    }

    override func draw(in context: inout DrawContext) {
        guard let rendered else { return }
        context.canvas.blit(rendered, at: context.origin, clip: context.clip)
    }

    /// Lays out and draws the content inside the margins on the background, in the panel's coordinates.
    private func render(_ graph: ViewGraph, inputs: Inputs) -> Canvas {
        let palette = inputs.traits.palette
        let fill =
            inputs.isOnSelection ? palette.selected(palette.text) : palette.text.with(background: inputs.background)
        var canvas = Canvas(size: bounds.size, fill: Cell(" ", style: fill))
        if let view = current.backgroundContent, !(view is Color) {
            // A background view other than a colour: drawn under the whole cell, then the content over it.
            let under = ViewGraph(rootView: view, environment: environment(for: inputs))
            under.layout(in: bounds)
            under.draw(into: &canvas, clip: bounds)
        }
        let rect = bounds.inset(by: contentInsets(inputs.traits))
        graph.layout(in: rect)
        graph.draw(into: &canvas, clip: rect)
        return canvas
    }

    // MARK: Keys

    /// Offers the key to the content's controls in layout order until one takes it, as a
    /// tap on the row reaches a switch inside it; the content draws anew with what changed.
    func activate(with key: Key) -> Bool {
        guard let graph else { return false }
        graph.update()
        for node in graph.focusableNodes {
            guard let control = node.focusableView, control.handleKey(key, node: node) else { continue }
            graph.update()
            rendered = nil
            setNeedsUpdate()
            return true
        }
        return false
    }

    // MARK: Diagnostics

    /// Reports reads of environment the surrounding controller provides and the cell does not
    /// inherit. The surroundings are the nearest controller up the tree that provides an
    /// environment: the cell's own, or a host that shows the cell's controller (through a
    /// representable), whose environment around that controller counts.
    private func checkEnvironment(_ graph: ViewGraph, traits: TraitCollection) {
        var controller = viewController
        var child: ViewController?
        while let c = controller, !(c is any EnvironmentProviding) {
            child = c
            controller = c.parent
        }
        guard let provider = controller, let providing = provider as? any EnvironmentProviding, let inputs else {
            return
        }
        let provided = child.map { providing.providedEnvironment(around: $0) } ?? providing.providedEnvironment
        var inherited = provided
        TraitBridge.apply(traits, to: &inherited)
        inherited.backgroundColor = inputs.background
        inherited.backgroundProminence = inputs.isOnSelection ? .increased : .standard
        inherited.cellConfigurationState = inputs.state
        for finding in CellEnvironmentCheck.findings(in: graph.root, inherited: inherited, provider: provider.typeName)
        {
            report(finding)
        }
    }

    // MARK: ViewGraphHost

    var viewGraphHostName: String { "the cell's HostingConfiguration" }

    /// The content's preferences are read when a swipe asks for its actions, not after every
    /// update: a row given a new item is not walked for them.
    var observesPreferences: Bool { false }

    func viewGraph(_ graph: ViewGraph, didReport finding: RuleFinding) { report(finding) }

    func viewGraph(_ graph: ViewGraph, didDeclareStateIn node: ViewNode) {
        report(.cellStateReuse(view: node.viewTypeName))
    }

    /// A fault of the tree, not a rule of the catalog: the transcript says so, debug builds stop.
    func viewGraph(_ graph: ViewGraph, didStopUpdatingAfter rounds: Int, pending: [String]) {
        let fault = EventLog.Event.stoppedUpdating("cell content", rounds: rounds, pending: pending)
        viewController?.window?.events.record(fault)
        assertionFailure(fault.description)
    }

    private func report(_ finding: RuleFinding) {
        pendingDiagnostics.append(finding)
        flushDiagnostics()
    }

    /// The content's tree has something to evaluate (an item it reads changed): the next
    /// update phase brings it up to date and draws it again.
    func viewGraphDidInvalidate(_ graph: ViewGraph) { setNeedsUpdate() }

    /// Hands diagnostics to the controller showing the cell; until the cell is in one, they
    /// wait, and the next update phase tries again.
    private func flushDiagnostics() {
        guard !pendingDiagnostics.isEmpty else { return }
        guard let controller = viewController else { return setNeedsUpdate() }
        let pending = pendingDiagnostics
        pendingDiagnostics.removeAll()
        for finding in pending { controller.report(finding) }
    }
}
