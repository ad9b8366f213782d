// two-sources-of-truth — the right way.
//
// One model instance for both sides; no copy of the same fact in a controller and in @State.
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

struct InvoiceStatusRow: View {
    let invoice: SharedInvoice

    var body: some View {
        StatusRow(invoice: invoice,
                  isVoid: invoice.isVoid)
    }
}
