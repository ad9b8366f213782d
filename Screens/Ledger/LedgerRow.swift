import Declarative

/// One Ledger row, drawn as declarative cell content: number, customer, a `VOID` badge,
/// the amount at the trailing edge. The cell paints no selection (`selectionStyle = .none`):
/// the selected row shows its number as a pill in the selection colour and a checkmark, so a
/// moved selection repaints a few cells, not two rows. The void state and the selection
/// arrive as inputs from the cell's configuration (the controller observes the model and
/// reconfigures visible rows), never as `@State`, and the body reads no observable: a row
/// scrolled past leaves no observation behind. The customer
/// takes the room between number and amount and alone gives way in a narrow row. Cell content
/// inherits no custom environment, so the configuration injects the locale.
struct LedgerRow: View {
    let invoice: Invoice
    let isVoid: Bool
    let isSelected: Bool
    @Environment(\.locale) private var locale

    var body: some View {
        HStack(spacing: 1) {
            if isSelected {
                Text(invoice.title).background(.selection).fixedSize().padding(.trailing, 1)
            } else {
                Text(invoice.title).fixedSize().padding(.trailing, 1)
            }
            Text(invoice.customer).foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
            if isVoid {
                Text(" VOID ").background(.red).fixedSize()
            }
            Text(Money.format(cents: invoice.amountCents, locale: locale)).fixedSize()
            Text("✓").foregroundStyle(.accentColor).opacity(isSelected ? 1 : 0).fixedSize()
        }
    }
}
