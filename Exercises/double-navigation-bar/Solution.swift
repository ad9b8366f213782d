// double-navigation-bar — the right way.
//
// No NavigationStack inside a host that is already on a navigation controller: two bars.
import Declarative
import Hosting
import Imperative
import Rules

extension DoubleNavigationBarScenario {
    static func showReceipts(on navigationController: NavigationController) {
        let host = HostingController(rootView: OrderReceipts())
        navigationController.pushViewController(host)
    }
}
