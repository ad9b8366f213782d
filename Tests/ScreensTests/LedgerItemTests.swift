import Observation
import Testing
@testable import Screens

/// A row's item starts from the model's voids and pins, and the model keeps it current; the
/// cell configuration that asks for it depends on the item, not on every void and pin.
@MainActor
@Suite struct LedgerItemTests {
    final class Flag: @unchecked Sendable { var raised = false }

    @Test func aNewItemStartsFromTheModelWithoutObservingIt() {
        let model = LedgerModel(invoiceCount: 10)
        model.void(Invoice(number: 3))
        model.togglePin(Invoice(number: 3))
        let changed = Flag()
        let item = withObservationTracking {
            model.item(for: Invoice(number: 3))
        } onChange: {
            changed.raised = true
        }
        #expect(item.isVoid && item.isPinned)
        model.void(Invoice(number: 4))
        model.togglePin(Invoice(number: 5))
        #expect(!changed.raised, "making the item registered no dependency on the model's sets")
        // The model keeps the item it made current.
        model.togglePin(Invoice(number: 3))
        #expect(!item.isPinned)
    }
}
