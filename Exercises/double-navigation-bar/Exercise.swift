// double-navigation-bar — the wrong way.
//
// What the user suffers: r pushes a host whose view brings its own NavigationStack onto the
// stage's navigation controller, and two bars show.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules

extension DoubleNavigationBarScenario {
    static func showReceipts(on navigationController: NavigationController) {
        let host = HostingController(rootView: NavigationStack {
            OrderReceipts()
        })
        navigationController.pushViewController(host)
    }
}
