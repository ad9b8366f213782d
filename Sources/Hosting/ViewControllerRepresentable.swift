import Rules
import Declarative
import Imperative
import Terminal

/// What a representable's make and update see: its coordinator and the environment.
@preconcurrency @MainActor
public struct ViewControllerRepresentableContext<Representable: ViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public let environment: EnvironmentValues
    /// The identity's storage: its controller, coordinator and the inputs last passed on.
    let storage: RepresentableStorage
}

/// Mirrors UIViewControllerRepresentable: a declarative view showing an imperative
/// controller. `makeUIViewController` runs once per identity; `updateUIViewController` runs on
/// every refresh and is where input-dependent work belongs. Both are required, as in SwiftUI;
/// a representable whose inputs changed while its update changed nothing the controller
/// shows (no panel was marked for layout or display) records `representable-update`.
/// The controller becomes a child of the hosting controller and receives keys while the
/// representable has focus. Cell content (`HostingConfiguration`) has no hosting controller
/// to adopt it: there the controller is never made, a placeholder marked unsupported is
/// drawn in its place and `representable-in-cell` is recorded.
@preconcurrency @MainActor
public protocol ViewControllerRepresentable: PrimitiveView, FocusableView {
    associatedtype UIViewControllerType: ViewController
    associatedtype Coordinator = Void
    typealias Context = ViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ viewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
    /// Mirrors `dismantleUIViewController(_:coordinator:)`, which cleans up "in anticipation of
    /// their removal": it runs as the identity leaves the tree, before the controller disappears
    /// and leaves its host (that order is Seam's choice).
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension ViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension ViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

extension ViewControllerRepresentable {
    private func storage(_ node: ViewNode) -> RepresentableStorage {
        node.storage { RepresentableStorage() }
    }

    public func update(_ node: ViewNode) {
        let store = storage(node)
        if node.environment.isCellContent {
            showPlaceholder(node, store: store)
            return
        }
        if let controller = store.controller as? UIViewControllerType,
            let coordinator = store.coordinator as? Coordinator
        {
            store.adopt(into: node.environment.hostController)
            store.writeBridgedTraits(from: node.environment)
            let invalidations = Panel.invalidations
            updateUIViewController(
                controller, context: Context(coordinator: coordinator, environment: node.environment, storage: store))
            // New inputs that the update passed on change what the controller shows; an update
            // that changed nothing on screen left the controller with what make gave it.
            if !store.reported, Panel.invalidations == invalidations, let previous = store.lastValue,
                !ViewEquality.equal(self, previous, closures: .ignored)
            {
                store.reported = true
                store.host?.report(.representableUpdate(representable: String(describing: Self.self)))
            }
            store.lastValue = self
            return
        }
        let coordinator = makeCoordinator()
        let context = Context(coordinator: coordinator, environment: node.environment, storage: store)
        let controller = makeUIViewController(context: context)
        store.controller = controller
        store.coordinator = coordinator
        store.dismantle = { Self.dismantleUIViewController(controller, coordinator: coordinator) }
        store.lastValue = self
        store.adopt(into: node.environment.hostController)
        store.writeBridgedTraits(from: node.environment)
        updateUIViewController(controller, context: context)
    }

    /// In cell content: the placeholder instead of a controller, and the rule, once per identity.
    private func showPlaceholder(_ node: ViewNode, store: RepresentableStorage) {
        var list = ViewList()
        list.append(RepresentablePlaceholder(representableName: String(describing: Self.self)), id: ["unsupported"])
        node.reconcile(list)
        guard !store.reported else { return }
        store.reported = true
        node.report(.representableInCell(representable: String(describing: Self.self)))
    }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        if let placeholder = node.children.first { return placeholder.sizeThatFits(proposal) }
        let panel = (storage(node).controller)?.view
        let ideal = panel?.intrinsicContentSize ?? Size(width: 40, height: 12)
        return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }

    /// The controller's panel takes the representable's frame (in window coordinates); the
    /// hosting panel lays it out and updates it with the rest of the frame's update phase.
    public func place(_ node: ViewNode, in rect: Rect) {
        if let placeholder = node.children.first {
            placeholder.place(in: rect)
            return
        }
        storage(node).controller?.view.frame = rect
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        if let placeholder = node.children.first {
            placeholder.draw(in: &context)
            return
        }
        guard let controller = node.existingStorage(RepresentableStorage.self)?.controller,
            let panel = controller.viewIfLoaded, !node.frame.isEmpty
        else { return }
        let clip = context.clip, traits = controller.currentTraits
        context.canvas.handOff(to: { DrawContext(canvas: $0, origin: .zero, clip: clip, traits: traits) }) {
            panel.render(in: &$0)
        }
    }

    public var focusLabel: String { String(describing: Self.self) }

    /// The controller this representable made for `node`, once made.
    func representedController(in node: ViewNode) -> ViewController? { storage(node).controller }

    public func handleKey(_ key: Key, node: ViewNode) -> Bool {
        storage(node).controller?.handle(key) ?? false
    }
}

/// What a representable keeps per identity: its controller, coordinator and the value its last
/// make or update saw (its inputs: a later value whose stored values differ, closures left
/// out, changed them).
@MainActor
final class RepresentableStorage {
    var controller: ViewController?
    var coordinator: Any?
    weak var host: ViewController?
    var lastValue: (any View)?
    /// True once this identity's rule was recorded (`representable-update`, `representable-in-cell`).
    var reported = false
    /// The navigation item properties the controller wrote that `representable-nav-item` named.
    var reportedNavigationItems: Set<String> = []
    /// The representable's `dismantleUIViewController`, bound to its controller and coordinator.
    var dismantle: (() -> Void)?

    /// Makes the controller a child of the host, once the host is known (the first update
    /// can run before the host has put itself in the environment).
    func adopt(into host: ViewController?) {
        guard self.host == nil, let host, let controller else { return }
        self.host = host
        watchNavigationItem(of: controller)
        host.addChild(controller)
        controller.didMove(toParent: host)
        if host.isAppeared, !controller.isAppeared {
            controller.beginAppearanceTransition(true)
            controller.endAppearanceTransition(true)
        }
    }

    /// Writes the bridged keys set with `.environment` above the representable into its
    /// controller's trait overrides (`TraitBridgedEnvironmentKey.write(to:value:)`), so a
    /// custom trait flows from SwiftUI into the UIKit controller too.
    func writeBridgedTraits(from environment: EnvironmentValues) {
        guard let controller else { return }
        let overrides = TraitBridge.write(environment, into: controller.traitOverrides)
        if overrides != controller.traitOverrides { controller.traitOverrides = overrides }
    }

}

extension RepresentableStorage: NodeStorageEnding {
    /// The representable left the tree (`ViewGraph.nodeRemoved`): its controller's view leaves
    /// the host's view, so an appeared controller disappears first, as in UIKit, and leaves
    /// the host.
    func nodeDidLeaveTree() {
        guard let controller else { return }
        dismantle?()
        dismantle = nil
        if controller.isAppeared {
            controller.beginAppearanceTransition(false)
            controller.endAppearanceTransition(false)
        }
        controller.navigationItem.didChange = nil
        controller.removeFromParent()
        self.controller = nil
    }
}
