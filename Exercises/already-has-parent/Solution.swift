// already-has-parent — the right way.
//
// A controller has one parent: remove it from its container before adding, pushing or
// presenting it elsewhere.
import Declarative
import Hosting
import Imperative
import Rules

extension OrderViewController {
    func exerciseShowSummary() {
        let summary = HostingController(
            rootView: OrderSummary(order: order))
        navigationController?.pushViewController(summary)
    }
}
