// navigator-unbound — the right way.
//
// A navigator used without a navigation controller pushes nothing: inject it before creating
// the host.
import Declarative
import Hosting
import Imperative
import Rules

extension NavigatorUnboundScenario {
    static func openOrder(on nav: NavigationController) {
        let navigator = Navigator(
            navigationController: nav)
        let view = OrderSummary()
            .environment(\.navigator, navigator)
        let host = HostingController(rootView: view)
        nav.pushViewController(host)
    }
}
