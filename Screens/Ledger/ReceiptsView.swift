import Declarative
import Lessons

/// The hosted receipts of one invoice (title `Receipts`), pushed from the detail through
/// the environment's navigator: a short list derived from the invoice number.
public struct ReceiptsView: View {
    public let invoice: Invoice
    @Environment(\.locale) private var locale

    public init(invoice: Invoice) { self.invoice = invoice }

    /// Two or three payments that add up to the invoice amount.
    var receipts: [(id: Int, label: String, cents: Int)] {
        let count = 2 + invoice.number % 2
        let share = invoice.amountCents / count
        return (1...count).map { i in
            let cents = i == count ? invoice.amountCents - share * (count - 1) : share
            return (i, "Payment \(i) of \(count)", cents)
        }
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Receipts for \(invoice.title)").font(.headline)
            VStack(alignment: .leading) {
                ForEach(receipts, id: \.id) { receipt in
                    HStack {
                        Text(receipt.label)
                        Spacer()
                        Text(Money.format(cents: receipt.cents, locale: locale))
                    }
                }
            }
        }
        .padding(.horizontal, 2)
        .padding(.top, 1)
        .navigationTitle("Receipts")
    }
}
