/// The account balance without visiting every invoice: the total of all amounts has a
/// closed form, and only the (few) void invoices are subtracted, so a ledger of ten
/// million invoices costs what a thousand do.
extension LedgerModel {
    /// The sum of the amounts of the invoices that are not void, in cents.
    public var balanceCents: Int {
        Self.totalCents(throughInvoice: invoiceCount) - voided.reduce(0) { $0 + Invoice(number: $1).amountCents }
    }

    /// Σ amountCents for invoices 1…n, with amountCents = base + (k·step mod period):
    /// Σ (k·step mod period) = step·n(n+1)/2 − period·Σ ⌊k·step/period⌋.
    static func totalCents(throughInvoice n: Int) -> Int {
        guard n > 0 else { return 0 }
        let base = 1_000, step = 7_919, period = 99_000
        let residues = step * (n * (n + 1) / 2) - period * floorSum(count: n + 1, modulus: period, multiplier: step)
        return base * n + residues
    }

    /// Σ ⌊multiplier·i / modulus⌋ for i in 0..<count, in O(log modulus) (the Euclid-like
    /// reduction of the AtCoder library's floor_sum).
    private static func floorSum(count: Int, modulus: Int, multiplier: Int) -> Int {
        var (n, m, a, b, sum) = (count, modulus, multiplier, 0, 0)
        while true {
            if a >= m { sum += n * (n - 1) / 2 * (a / m); a %= m }
            if b >= m { sum += n * (b / m); b %= m }
            let yMax = a * n + b
            if yMax < m { return sum }
            (n, b) = (yMax / m, yMax % m)
            swap(&m, &a)
        }
    }
}
