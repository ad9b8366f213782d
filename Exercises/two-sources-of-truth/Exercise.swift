// two-sources-of-truth — the wrong way.
//
// What the user suffers: the hosted row copied the invoice's isVoid into @State when it was
// made. r voids the invoice from the imperative side: the title says 1 void, the row still
// says Open and offers Void.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

struct InvoiceStatusRow: View {
    let invoice: SharedInvoice
    @State var isVoid: Bool

    init(invoice: SharedInvoice) {
        self.invoice = invoice
        _isVoid = State(
            initialValue: invoice.isVoid)
    }

    var body: some View { StatusRow(invoice: invoice, isVoid: isVoid) }
}
