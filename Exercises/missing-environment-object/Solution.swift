// missing-environment-object — the right way.
//
// A required environment object that is missing: SwiftUI crashes; Seam shows an error panel
// naming the type and view.
import Declarative
import Hosting
import Imperative
import Observation
import Rules

extension BudgetViewController {
    func showCategory(named name: String) {
        let host = HostingController(
            rootView: CategoryView(name: name)
                .environment(budget))
        navigationController?
            .pushViewController(host)
    }
}
