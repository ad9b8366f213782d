import Declarative

/// One Ledger row, drawn as declarative cell content: number, customer, a `VOID` badge,
/// the amount at the trailing edge. The cell paints the selection across the whole row
/// (its standard selection style); on it the content sees an increased background
/// prominence and draws in the selected style. The void state arrives as an input from the
/// cell's configuration (the controller observes the model and reconfigures visible rows),
/// never as `@State`, and the body reads no observable: a row scrolled past leaves no
/// observation behind. The customer takes the room between number and amount and alone
/// gives way in a narrow row. Cell content inherits no custom environment, so the
/// configuration injects the locale.
struct LedgerRow: View {
    let invoice: Invoice
    let isVoid: Bool
    @Environment(\.locale) private var locale

    var body: some View {
        HStack(spacing: 1) {
            Text(invoice.title).fixedSize().padding(.trailing, 1)
            Text(invoice.customer).foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
            if isVoid {
                Text(" VOID ").background(.red).fixedSize()
            }
            Text(Money.format(cents: invoice.amountCents, locale: locale)).fixedSize()
        }
    }
}
