import Declarative
import Lessons

/// Customer, amount and status of an invoice, one labelled row each. Reads only the
/// invoice's void status from the model, so only voiding re-renders it.
struct InvoiceFacts: View {
    let invoice: Invoice
    let model: LedgerModel
    @Environment(\.locale) private var locale

    var body: some View {
        let isVoid = model.isVoid(invoice)
        VStack(alignment: .leading) {
            Label(invoice.title, systemImage: "doc.text").font(.headline)
            InvoiceFactRow(title: "Customer", value: invoice.customer, color: .primary)
            InvoiceFactRow(
                title: "Amount", value: Money.format(cents: invoice.amountCents, locale: locale), color: .primary)
            InvoiceFactRow(title: "Status", value: isVoid ? "Void" : "Open", color: isVoid ? .red : .green)
        }
    }
}

/// `Customer  Acme Corp`: a secondary label column and the value; at accessibility sizes
/// the row opts in to reflowing as a column, the value under its label.
struct InvoiceFactRow: View {
    let title: String
    let value: String
    let color: Color
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        let reflows = dynamicTypeSize.isAccessibilitySize
        let layout =
            reflows
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 0))
            : AnyLayout(HStackLayout(alignment: .top))
        layout {
            Text(title).font(.caption).foregroundStyle(.secondary).frame(width: reflows ? nil : 9, alignment: .leading)
            Text(value).foregroundStyle(color)
        }
    }
}
