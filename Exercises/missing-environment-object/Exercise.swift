// missing-environment-object — the wrong way.
//
// What the user suffers: the Budget screen injects the household budget into its hosted
// summary only; r presses [g], which pushes a new host for the Groceries screen without it.
// SwiftUI would crash; Seam shows its panel naming the type, the view and the host.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Observation
import Rules

extension BudgetViewController {
    func showCategory(named name: String) {
        let host = HostingController(
            rootView: CategoryView(name: name))
        navigationController?
            .pushViewController(host)
    }
}
