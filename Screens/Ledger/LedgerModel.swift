import Observation

/// The shared model of the Ledger app: one instance read by hosted views (automatic
/// re-render) and observed explicitly by imperative controllers. Invoices are
/// addressed by number, never by row.
@Observable
@MainActor
public final class LedgerModel {
    /// Invoice numbers in list order (new invoices go on top).
    public private(set) var invoiceCount: Int
    private(set) var extraNumbers: [Int] = []
    public private(set) var voided: Set<Int> = []
    public private(set) var notes: [Int: String] = [:]

    public init(invoiceCount: Int = 1000) {
        self.invoiceCount = invoiceCount
    }

    /// The invoice shown at `row`.
    public func invoice(atRow row: Int) -> Invoice {
        if row < extraNumbers.count { return Invoice(number: extraNumbers[extraNumbers.count - 1 - row]) }
        return Invoice(number: row - extraNumbers.count + 1)
    }

    public var rowCount: Int { invoiceCount }

    public func isVoid(_ invoice: Invoice) -> Bool { voided.contains(invoice.number) }
    public var voidCount: Int { voided.count }

    public func void(_ invoice: Invoice) { voided.insert(invoice.number) }

    public func note(for invoice: Invoice) -> String { notes[invoice.number] ?? "" }
    public func setNote(_ note: String, for invoice: Invoice) { notes[invoice.number] = note }

    /// Adds a new invoice at the top of the list and returns it.
    @discardableResult
    public func addInvoice() -> Invoice {
        invoiceCount += 1
        let number = invoiceCount
        extraNumbers.append(number)
        return Invoice(number: number)
    }
}
