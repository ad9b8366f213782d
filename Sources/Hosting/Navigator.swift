import Rules
import Declarative
import Imperative

/// The navigator bridge of the migration guides: a declarative screen pushes onto the
/// imperative stack through it. It holds the navigation controller weakly and is
/// injected with `.environment(\.navigator, …)` before the host is created. As in the
/// guides, the environment's default is a navigator bound to no navigation controller: a
/// host whose view reads the navigator without anyone injecting one gets an unbound
/// navigator of its own, which pushes nothing and records `navigator-unbound`.
@MainActor
public final class Navigator {
    public private(set) weak var navigationController: NavigationController?
    /// The host whose view uses this navigator; diagnostics are located there.
    weak var host: ViewController?
    /// True for a default navigator (the environment key's, or the one a host gives views
    /// that nobody injected a navigator into), false for one an app created.
    let isDefault: Bool

    public init(navigationController: NavigationController?) {
        self.navigationController = navigationController
        isDefault = false
    }

    /// The unbound default of `host`: its diagnostics are located at the host.
    init(defaultFor host: ViewController) {
        self.host = host
        isDefault = true
    }

    /// The environment key's default, for trees without a host (nowhere to record).
    nonisolated fileprivate init() {
        isDefault = true
    }

    /// True when pushes reach a navigation controller.
    public var isBound: Bool { navigationController != nil }

    /// Pushes an imperative controller, as `pushViewController` does: even while a
    /// NavigationStack path owns the visible flow, where the navigation controller records
    /// `imperative-on-declarative-path`.
    public func push(_ controller: ViewController) {
        bound("push \(controller.typeName)")?.pushViewController(controller)
    }

    /// Pushes a declarative view in a hosting controller; its title comes from the view,
    /// and the pushed view gets this navigator too.
    public func push<V: View>(_ view: V) {
        guard isBound else {
            _ = bound("push \(HostedViewName.of(view))")
            return
        }
        push(HostingController(rootView: view.environment(\.navigator, self)))
    }

    public func pop() {
        bound("pop")?.popViewController()
    }

    public func popToRoot() {
        bound("pop to root")?.popToRootViewController()
    }

    private func bound(_ action: String) -> NavigationController? {
        if let nav = navigationController { return nav }
        host?.report(.navigatorUnbound(action: action, defaultNavigator: isDefault))
        return nil
    }
}

private struct NavigatorKey: EnvironmentKey {
    /// As in the guides: a navigator with no navigation controller.
    static let defaultValue = Navigator()
}

extension EnvironmentValues {
    /// The navigator a hosted screen pushes through: the injected one, else an unbound default.
    public var navigator: Navigator {
        get { self[NavigatorKey.self] }
        set { self[NavigatorKey.self] = newValue }
    }
}
