// manual-back-button — the right way.
//
// A pushed host gets the standard back button; do not add your own.
import Declarative
import Hosting
import Imperative
import Rules

extension ManualBackButtonScenario {
    static func showReceipts(on nav: NavigationController) {
        if let orders = nav.topViewController {
            orders.navigationItem
                .backButtonDisplayMode = .generic
        }
        let host = HostingController(rootView: PaymentReceipts())
        nav.pushViewController(host)
    }
}
