// stable-identifiers — the right way.
//
// Lists and actions address items by stable identifier, never by row index.
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

extension BillingInvoicesViewController {
    func voidAction(for invoice: BillingInvoice) -> ItemAction<Int> {
        let book = self.book
        let number = invoice.number
        return ItemAction(item: number) {
            book.void($0)
        }
    }
}
