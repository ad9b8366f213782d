import Observation
import Terminal

/// Mirrors SwiftUI's NavigationStack: a root view and a typed path of values, each shown
/// by the `.navigationDestination(for:)` registered for its type. It draws its own bar
/// (back item, title, toolbar) above the top view — inside a host that is already on a
/// navigation controller that makes two bars, which is why hosts ask
/// `containsNavigationStack`. Escape pops the path, and so does `@Environment(\.dismiss)`
/// inside a destination (it pops that destination); the root keeps the dismiss of the
/// stack's surroundings (closing the sheet the stack is in).
public struct NavigationStack<Root: View>: PrimitiveView, EscapeHandler, PreferenceWriter, PreferenceBoundary {
    let path: Binding<[AnyHashable]>?
    public let root: Root

    /// A stack whose path it keeps itself.
    public init(@ViewBuilder root: () -> Root) {
        self.path = nil
        self.root = root()
    }

    /// A stack showing `path`, a typed array of values the app owns. The binding's setter
    /// casts back to `Data`, so `Data`'s metatype crosses into it: `SendableMetatype`, which
    /// every type without an isolated conformance is.
    public init<Data: Hashable & SendableMetatype>(path: Binding<[Data]>, @ViewBuilder root: () -> Root) {
        self.path = Binding(
            get: { path.wrappedValue.map(AnyHashable.init) },
            set: { path.wrappedValue = $0.compactMap { $0.base as? Data } })
        self.root = root()
    }

    @Observable
    @MainActor
    final class OwnPath { var values: [AnyHashable] = [] }

    /// The path: the app's binding, else the one the stack keeps in its node.
    func pathBinding(_ node: ViewNode) -> Binding<[AnyHashable]> {
        if let path { return path }
        let own = node.storage { OwnPath() }
        return Binding(get: { own.values }, set: { own.values = $0 })
    }

    public func update(_ node: ViewNode) {
        let registry = node.storage { NavigationRegistry() }
        let dismissers = node.storage { DestinationDismissers() }
        let binding = pathBinding(node)
        registry.push = { binding.wrappedValue.append($0) }
        dismissers.path = binding
        node.childEnvironment.navigationRegistry = registry
        let values = node.observe { binding.wrappedValue }
        var resolved = 0
        repeat {
            var list = ViewList()
            list.append(root, id: ["root"])
            resolved = 0
            for (i, value) in values.enumerated() {
                guard let view = registry.destination(for: value) else { break }
                let dismiss = dismissers.action(at: i)
                list.append(EnvironmentTransform(content: view) { $0.dismiss = dismiss }, id: [i, value])
                resolved += 1
            }
            node.reconcile(list)
        } while resolved < values.count && values.indices.contains(resolved)
            && registry.destination(for: values[resolved]) != nil
    }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let inner = ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - 1) })
        let s = node.children.last?.sizeThatFits(inner) ?? .zero
        return Size(width: proposal.width ?? s.width, height: proposal.height ?? s.height + 1)
    }

    public func place(_ node: ViewNode, in rect: Rect) {
        for child in node.children.dropLast() { child.place(in: Rect(x: rect.x, y: rect.y, width: 0, height: 0)) }
        node.children.last?.place(in: rect.inset(top: 1))
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        let f = node.frame, env = node.environment
        guard !f.isEmpty, let top = node.children.last else { return }
        let bar = env.palette.bar
        context.fill(Rect(x: f.x, y: f.y, width: f.width, height: 1), style: bar)
        let rtl = env.layoutDirection == .rightToLeft
        let prefs = PreferenceValues.collect(from: top)
        var line = LineWriter(frame: Rect(x: f.x + 1, y: f.y, width: max(0, f.width - 2), height: 1), rtl: rtl)
        if node.children.count > 1 {
            let previous =
                PreferenceValues.collect(from: node.children[node.children.count - 2]).navigationTitle ?? "Back"
            line.write(
                rtl ? "\(previous) ›" : "‹ \(previous)", style: bar.with(foreground: env.palette.tint),
                in: &context)
        }
        let items = prefs.toolbarItems.map { "[\($0.key)] \($0.title)" }.joined(separator: "  ")
        if !items.isEmpty {
            var trailing = LineWriter(frame: Rect(x: f.x + 1, y: f.y, width: max(0, f.width - 2), height: 1), rtl: !rtl)
            trailing.write(items, style: bar.with(foreground: env.palette.tint), in: &context)
        }
        let room = max(0, f.width - 2 * (line.used + 2))
        let title = DisplayWidth.truncate(prefs.navigationTitle ?? "", to: room)
        context.draw(
            title, at: Point(x: f.x + (f.width - DisplayWidth.of(title)) / 2, y: f.y), style: bar.adding(.bold))
        top.draw(in: &context)
    }

    public func interactiveChildren(_ node: ViewNode) -> [ViewNode] { node.children.last.map { [$0] } ?? [] }

    public func writePreferences(into preferences: inout PreferenceValues) {
        preferences.containsNavigationStack = true
    }

    public func handleEscape(_ node: ViewNode) -> Bool {
        let binding = pathBinding(node)
        guard !binding.wrappedValue.isEmpty else { return false }
        binding.wrappedValue.removeLast()
        return true
    }
}

/// The dismiss actions of one NavigationStack's destinations: the action of the destination
/// at `index` pops it (and whatever is above it). One action per position for the stack's
/// life keeps the destinations' environment equal from one update to the next.
@MainActor
final class DestinationDismissers {
    var path: Binding<[AnyHashable]>?
    private var actions: [DismissAction] = []

    func action(at index: Int) -> DismissAction {
        while actions.count <= index {
            let position = actions.count
            actions.append(
                DismissAction { [unowned self] in
                    guard let path, path.wrappedValue.count > position else { return }
                    path.wrappedValue = Array(path.wrappedValue.prefix(position))
                })
        }
        return actions[index]
    }
}

/// The destinations registered inside one NavigationStack, and how to push onto it.
@MainActor
final class NavigationRegistry {
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    var push: (AnyHashable) -> Void = { _ in }

    func register<T: Hashable>(_ type: T.Type, _ make: @escaping (T) -> AnyView) {
        destinations[ObjectIdentifier(type)] = { value in make(value.base as! T) }
    }

    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))].map { $0(value) }
    }
}

private struct NavigationRegistryKey: EnvironmentKey { static let defaultValue: NavigationRegistry? = nil }

extension EnvironmentValues {
    /// The navigation stack views below push onto.
    var navigationRegistry: NavigationRegistry? {
        get { self[NavigationRegistryKey.self] }
        set { self[NavigationRegistryKey.self] = newValue }
    }
}
