// manual-back-button — the wrong way.
//
// What the user suffers: r pushes a host that hides the system back button for an item of its
// own; the bar shows the custom item and Escape no longer goes back.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules

extension ManualBackButtonScenario {
    static func showReceipts(on nav: NavigationController) {
        let host = HostingController(rootView: PaymentReceipts())
        host.navigationItem.hidesBackButton = true
        let back = BarButtonItem(title: "‹ Back",
                                 key: "b") {
            [weak nav] in nav?.popViewController()
        }
        host.navigationItem.leftBarButtonItems = [back]
        nav.pushViewController(host)
    }
}
