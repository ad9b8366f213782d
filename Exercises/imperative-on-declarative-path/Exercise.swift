// imperative-on-declarative-path — the wrong way.
//
// What the user suffers: the stage's root host shows the order flow in a NavigationStack whose
// path owns it (the stage's bar hidden). r opens order 42 through the path, then its Receipts
// button has the router push the legacy receipts controller onto the navigation controller:
// the push happens, the path is not told. The receipts show with no bar and no back button,
// and the inspector shows the visible stack and the path out of step.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Observation
import Rules

extension OrderRouter {
    func exerciseShowReceipts() {
        let receipts = ReceiptsViewController()
        nav?.pushViewController(receipts)
    }
}
