// one-owner — the wrong way.
//
// Run opens order 42 and then its receipts, and goes back. The user comes back from the
// receipts to a screen whose bar has no way back to Orders: no back button, and Escape (the
// edge swipe) does nothing. The user is stuck on order 42.
//
// Delete the next line when the check passes.
// seam: not done
import Declarative
import Hosting
import Imperative

extension OneOwnerScenario {
    /// Shows order 42 on `nav`, the app's navigation controller.
    static func openOrder(on nav: NavigationController) {
        nav.isNavigationBarHidden = true
        let view = NavigationStack { OrderLinks() }
        let host = HostingController(rootView: view)
        nav.pushViewController(host)
    }
}
