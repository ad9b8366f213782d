import Declarative
import Lessons

/// One Ledger row, drawn as declarative cell content: number, customer, a `VOID` badge,
/// the amount at the trailing edge. The cell paints the selection across the whole row
/// (its standard selection style); on it the content sees an increased background
/// prominence and draws in the selected style. The row observes its item (`InvoiceItem`):
/// when the invoice is voided the badge appears by itself, with no reconfiguration from the
/// controller, and a row scrolled away releases its item and the observation with it. It
/// reads nothing else observable (a read of the shared model would stay registered there
/// after the row scrolled away). The customer takes the room between number and amount and
/// alone gives way in a narrow row. At accessibility text sizes the row takes two lines —
/// number, badge and amount, then the customer — and the list sizes it to fit, as a
/// self-sizing cell does. Its leading swipe action pins or unpins the invoice
/// (`.swipeActions`; the pin itself is the controller's, through `onPin`). Cell content
/// inherits no custom environment, so the configuration injects the locale.
struct LedgerRow: View {
    let item: InvoiceItem
    let onPin: @MainActor () -> Void
    @Environment(\.locale) private var locale
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        content
            .swipeActions(edge: .leading) {
                Button(item.isPinned ? "Unpin" : "Pin", action: onPin)
            }
    }

    @ViewBuilder private var content: some View {
        let invoice = item.invoice
        if dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 1) {
                    Text(invoice.title).frame(maxWidth: .infinity, alignment: .leading)
                    badge
                    amount
                }
                Text(invoice.customer).foregroundStyle(.secondary)
            }
        } else {
            HStack(spacing: 1) {
                Text(invoice.title).fixedSize().padding(.trailing, 1)
                Text(invoice.customer).foregroundStyle(.secondary).lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                badge
                amount
            }
        }
    }

    @ViewBuilder private var badge: some View {
        if item.isVoid {
            Text(" VOID ").background(.red).fixedSize()
        }
    }

    private var amount: some View {
        Text(Money.format(cents: item.invoice.amountCents, locale: locale)).fixedSize()
    }
}
