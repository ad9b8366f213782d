import Declarative

/// The hosted detail of one invoice, titled `Invoice #00042` through `.navigationTitle`.
public struct InvoiceDetailView: View {
    public let invoice: Invoice

    public init(invoice: Invoice) { self.invoice = invoice }

    public var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            VStack(alignment: .leading) {
                Text("Customer  \(invoice.customer)")
                Text("Amount    \(Money.format(cents: invoice.amountCents))")
            }
            HStack {
                Button("Void invoice", role: .destructive) {}
                Button("Receipts") {}
                Button("Export…") {}
            }
        }
        .padding(.horizontal, 2)
        .padding(.top, 1)
        .navigationTitle(invoice.title)
    }
}
