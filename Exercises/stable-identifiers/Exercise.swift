// stable-identifiers — the wrong way.
//
// What the user suffers: r selects invoice #103 and presses v; while the confirmation is up a
// new invoice arrives at the top; Void then runs an action that captured the row, which now
// shows #104: #104 is voided, #103 stays open.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

extension BillingInvoicesViewController {
    func voidAction(for invoice: BillingInvoice) -> ItemAction<Int> {
        let book = self.book
        let row = list.selectedIndex
        return ItemAction(row: row, in: list) {
            book.void(book.invoices[$0].number)
        }
    }
}
