// navigator-unbound — the wrong way.
//
// What the user suffers: r pushes order 42, whose view reads a navigator nobody injected; its
// Details button pushes through the unbound default and nothing happens.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules

extension NavigatorUnboundScenario {
    static func openOrder(on nav: NavigationController) {
        let view = OrderSummary()
        let host = HostingController(rootView: view)
        nav.pushViewController(host)
    }
}
