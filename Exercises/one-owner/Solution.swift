// one-owner — the right way: the navigation controller owns every push. Order 42 has no
// NavigationStack and pushes its receipts through a navigator bound to the controller.
import Declarative
import Hosting
import Imperative

extension OneOwnerScenario {
    /// Shows order 42 on `nav`, the app's navigation controller.
    static func openOrder(on nav: NavigationController) {
        let navigator = Navigator(
            navigationController: nav)
        let view = OrderSummary()
            .environment(\.navigator, navigator)
        let host = HostingController(rootView: view)
        nav.pushViewController(host)
    }
}
