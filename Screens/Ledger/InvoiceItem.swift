import Observation

/// One invoice as its row observes it: the facts a row shows that can change (void,
/// pinned), on an object of its own. The model makes one on demand for a row on screen
/// (`LedgerModel.item(for:)`) and keeps it only weakly, so a row's observation lives in the
/// item's registrar and goes with the item when the row scrolls away: ten million invoices
/// cost what the visible rows do.
@Observable
@MainActor
public final class InvoiceItem {
    public let invoice: Invoice
    public internal(set) var isVoid: Bool
    public internal(set) var isPinned: Bool

    init(invoice: Invoice, isVoid: Bool, isPinned: Bool) {
        self.invoice = invoice
        self.isVoid = isVoid
        self.isPinned = isPinned
    }
}
