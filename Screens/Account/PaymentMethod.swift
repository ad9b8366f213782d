/// A way customers can pay the account's invoices, as the Payments sheet lists them.
public enum PaymentMethod: String, CaseIterable, Hashable, Sendable {
    case wire, card, cheque

    public var title: String {
        switch self {
        case .wire: "Bank transfer"
        case .card: "Card"
        case .cheque: "Cheque"
        }
    }

    /// What the method's screen says about it.
    public var details: String {
        switch self {
        case .wire: "Paid by wire within 30 days to IBAN FR76 3000 6000 0112 3456 7890 189."
        case .card: "Visa ending 4242, charged when the invoice is sent."
        case .cheque: "Payable to Ada Lovelace, posted within 30 days."
        }
    }
}
