/// The ledger by month, for the balance card's chart. Invoices are numbered in the order
/// they were issued over the last six months, July to December, each month issuing its
/// share of the ledger; invoices added since (`[n] New`) belong to December. Each month's
/// total of invoices that are not void comes from the closed form of the balance, so ten
/// million invoices cost what a thousand do.
extension LedgerModel {
    /// One month's total of its invoices that are not void.
    public struct MonthTotal: Hashable, Sendable {
        public let month: String
        public let cents: Int
    }

    static let months = ["Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// Each month's share of the invoices issued, in percent.
    private static let monthShares = [15, 18, 14, 19, 16, 18]

    /// The six months' totals, July first.
    public var monthlyTotals: [MonthTotal] {
        let issued = invoiceCount - extraNumbers.count
        var shareSoFar = 0
        var issuedBefore = 0
        return zip(Self.months, Self.monthShares).enumerated().map { index, month in
            shareSoFar += month.1
            let through = max(issuedBefore, index == Self.months.count - 1 ? invoiceCount : issued * shareSoFar / 100)
            let after = issuedBefore
            issuedBefore = through
            let voidedCents = voided.filter { $0 > after && $0 <= through }.reduce(0) {
                $0 + Invoice(number: $1).amountCents
            }
            let total = Self.totalCents(throughInvoice: through) - Self.totalCents(throughInvoice: after)
            return MonthTotal(month: month.0, cents: total - voidedCents)
        }
    }
}
