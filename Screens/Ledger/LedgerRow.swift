import Declarative

/// One Ledger row, drawn as declarative cell content: number, customer, a `VOID` badge,
/// the amount at the trailing edge. The cell paints the selection across the whole row
/// (its standard selection style); on it the content sees an increased background
/// prominence and draws in the selected style. The row observes its item (`InvoiceItem`):
/// when the invoice is voided the badge appears by itself, with no reconfiguration from the
/// controller, and a row scrolled away releases its item and the observation with it. It
/// reads nothing else observable (a read of the shared model would stay registered there
/// after the row scrolled away). The customer takes the room between number and amount and
/// alone gives way in a narrow row. Cell content inherits no custom environment, so the
/// configuration injects the locale.
struct LedgerRow: View {
    let item: InvoiceItem
    @Environment(\.locale) private var locale

    var body: some View {
        let invoice = item.invoice
        HStack(spacing: 1) {
            Text(invoice.title).fixedSize().padding(.trailing, 1)
            Text(invoice.customer).foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
            if item.isVoid {
                Text(" VOID ").background(.red).fixedSize()
            }
            Text(Money.format(cents: invoice.amountCents, locale: locale)).fixedSize()
        }
    }
}
