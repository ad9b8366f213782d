import Rules
import Declarative
import Imperative

/// The navigator bridge of the migration guides: a declarative screen pushes onto the
/// imperative stack through it. It holds the navigation controller weakly and is
/// injected with `.environment(\.navigator, …)` before the host is created. A navigator
/// without a navigation controller pushes nothing and records `navigator-unbound`.
@MainActor
public final class Navigator {
    public private(set) weak var navigationController: NavigationController?
    /// The host whose view uses this navigator; diagnostics are located there.
    weak var host: ViewController?

    public init(navigationController: NavigationController?) {
        self.navigationController = navigationController
    }

    /// True when pushes reach a navigation controller.
    public var isBound: Bool { navigationController != nil }

    /// Pushes an imperative controller. While a declarative path owns the visible stack
    /// (a NavigationStack on top has pushed destinations) the push is refused and
    /// `imperative-on-declarative-path` is recorded.
    public func push(_ controller: ViewController) {
        guard let nav = bound("push \(controller.typeName)") else { return }
        if let top = nav.topViewController as? (ViewController & HostedScreen), top.declarativePathDepth > 0 {
            top.report(rule: .imperativeOnDeclarativePath,
                       "push of \(controller.typeName) refused: a declarative NavigationStack path owns the visible stack")
            return
        }
        nav.pushViewController(controller)
    }

    /// Pushes a declarative view in a hosting controller; its title comes from the view,
    /// and the pushed view gets this navigator too.
    public func push<V: View>(_ view: V) {
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
        (host ?? nil)?.report(rule: .navigatorUnbound,
                              "\(action) through a navigator with no navigation controller did nothing")
        return nil
    }
}

private struct NavigatorKey: EnvironmentKey {
    static let defaultValue: Navigator? = nil
}

extension EnvironmentValues {
    /// The navigator a hosted screen pushes through, if one was injected.
    public var navigator: Navigator? {
        get { self[NavigatorKey.self] }
        set { self[NavigatorKey.self] = newValue }
    }
}
