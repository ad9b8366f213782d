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
    /// Pinned invoice numbers, most recently pinned first: the list shows them in a section on top.
    public private(set) var pinned: [Int] = []
    /// The items rows on screen observe, by number, held weakly (see `item(for:)`).
    @ObservationIgnored private var liveItems: [Int: WeakItem] = [:]
    /// The table's size when it was last swept of freed items.
    @ObservationIgnored private var liveItemsAfterSweep = 0

    public init(invoiceCount: Int = 1000) {
        self.invoiceCount = invoiceCount
    }

    public var rowCount: Int { invoiceCount }

    public func isVoid(_ invoice: Invoice) -> Bool { voided.contains(invoice.number) }
    public var voidCount: Int { voided.count }

    public func void(_ invoice: Invoice) {
        voided.insert(invoice.number)
        liveItems[invoice.number]?.item?.isVoid = true
    }

    public func isPinned(_ invoice: Invoice) -> Bool { pinned.contains(invoice.number) }

    /// Pins `invoice` to the top of the list, or unpins it.
    public func togglePin(_ invoice: Invoice) {
        if let i = pinned.firstIndex(of: invoice.number) {
            pinned.remove(at: i)
        } else {
            pinned.insert(invoice.number, at: 0)
        }
        liveItems[invoice.number]?.item?.isPinned = isPinned(invoice)
    }

    /// The observable item of `invoice`, for a row that shows it: the one already alive,
    /// or a new one. The model keeps items weakly, so an item lives while a row's content
    /// holds it; freed items are swept from the table as it doubles, so scrolling through
    /// millions of rows keeps it at about the visible size.
    ///
    /// A new item starts from the model's sets read without observation (their stored values):
    /// the caller, a cell's configuration, depends on the item, which the model keeps current
    /// (`void`, `togglePin`), not on every void and pin of the whole list.
    public func item(for invoice: Invoice) -> InvoiceItem {
        if let item = liveItems[invoice.number]?.item { return item }
        let item = InvoiceItem(
            invoice: invoice, isVoid: _voided.contains(invoice.number), isPinned: _pinned.contains(invoice.number))
        if liveItems.count >= 2 * liveItemsAfterSweep + 64 {
            liveItems = liveItems.filter { $0.value.item != nil }
            liveItemsAfterSweep = liveItems.count
        }
        liveItems[invoice.number] = WeakItem(item: item)
        return item
    }

    /// Items alive now (held by a row's content).
    var liveItemCount: Int { liveItems.values.count { $0.item != nil } }

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

/// A table entry that does not keep its item alive.
private struct WeakItem {
    weak var item: InvoiceItem?
}
