import Declarative
import Imperative
import Terminal

/// What a view representable's make, update and size see: its coordinator and the
/// environment (the traits its panel draws with come from there).
@preconcurrency @MainActor
public struct ViewRepresentableContext<Representable: ViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public let environment: EnvironmentValues
}

/// Mirrors UIViewRepresentable: a declarative view showing an imperative `Panel`.
/// `makeUIView` runs once per identity, `updateUIView` right after it and then on every
/// refresh (whenever the view's parent renders it again) — input-dependent work belongs
/// there. `makeCoordinator` runs once, before `makeUIView`, and the same coordinator comes
/// back in every context. When the identity leaves the tree, `dismantleUIView` runs with the
/// panel and the coordinator. The panel takes the representable's frame and draws in place
/// with the traits of the view's environment; unlike a controller representable it needs
/// no controller to adopt it, so it also works in cell content.
@preconcurrency @MainActor
public protocol ViewRepresentable: PrimitiveView {
    associatedtype UIViewType: Panel
    associatedtype Coordinator = Void
    typealias Context = ViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ panel: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
    /// Mirrors `dismantleUIView(_:coordinator:)`: the identity left the tree.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Mirrors `sizeThatFits(_:uiView:context:)`: nil takes the panel's own
    /// `sizeThatFits` (its intrinsic size, else the whole proposal).
    func sizeThatFits(_ proposal: ProposedSize, uiView: UIViewType, context: Context) -> Size?
}

extension ViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension ViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedSize, uiView: UIViewType, context: Context) -> Size? { nil }

    private func storage(_ node: ViewNode) -> ViewRepresentableStorage<Self> {
        node.storage { ViewRepresentableStorage<Self>() }
    }

    public func update(_ node: ViewNode) {
        let store = storage(node)
        if let panel = store.panel, let coordinator = store.coordinator {
            updateUIView(panel, context: Context(coordinator: coordinator, environment: node.environment))
            return
        }
        let coordinator = makeCoordinator()
        let context = Context(coordinator: coordinator, environment: node.environment)
        let panel = makeUIView(context: context)
        store.panel = panel
        store.coordinator = coordinator
        updateUIView(panel, context: context)
    }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let store = storage(node)
        guard let panel = store.panel, let coordinator = store.coordinator else { return .zero }
        if let size = sizeThatFits(
            proposal, uiView: panel, context: Context(coordinator: coordinator, environment: node.environment))
        {
            return size
        }
        let room = Size(width: proposal.width ?? Int.max / 2, height: proposal.height ?? Int.max / 2)
        let fits = panel.sizeThatFits(room)
        return Size(width: min(fits.width, room.width), height: min(fits.height, room.height))
    }

    /// The panel takes the representable's frame (in window coordinates, where the tree
    /// draws) and lays out and updates its own tree: placing is part of the host's update
    /// phase, so the draw afterwards only reads.
    public func place(_ node: ViewNode, in rect: Rect) {
        guard let panel = storage(node).panel else { return }
        panel.frame = rect
        panel.updateIfNeeded(
            in: UpdateContext(origin: .zero, clip: rect, traits: TraitBridge.traits(from: node.environment)))
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        guard let panel = node.existingStorage(ViewRepresentableStorage<Self>.self)?.panel, !node.frame.isEmpty else {
            return
        }
        let clip = context.clip, traits = TraitBridge.traits(from: node.environment)
        context.canvas.handOff(to: { DrawContext(canvas: $0, origin: .zero, clip: clip, traits: traits) }) {
            panel.render(in: &$0)
        }
    }
}

/// What a view representable keeps per identity: its panel and coordinator. When the
/// identity leaves the tree (`ViewGraph.nodeRemoved`), it dismantles the panel once and lets
/// go of it, at the removal, whoever still holds the storage.
@MainActor
final class ViewRepresentableStorage<Representable: ViewRepresentable>: NodeStorageEnding {
    var panel: Representable.UIViewType?
    var coordinator: Representable.Coordinator?

    func nodeDidLeaveTree() {
        if let panel, let coordinator { Representable.dismantleUIView(panel, coordinator: coordinator) }
        panel = nil
        coordinator = nil
    }
}
