// bar-appearance-per-item — the wrong way.
//
// What the user suffers: r opens Reports, which sets its red on the navigation controller's
// bar in viewWillAppear, and goes back. The bar is every screen's, so the Ledger keeps
// Reports' red bar (the golden's attributes show it; the Ledger says so in words too), and the
// rule fires when Reports is popped.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Imperative
import Rules
import Terminal

extension ReportsScreen {
    func paint() {
        // the bar the whole stack shares
        navigationController?.navigationBar
            .standardAppearance = red
    }
}
