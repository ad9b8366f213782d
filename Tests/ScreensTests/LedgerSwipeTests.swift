import Testing
import Terminal
import Imperative
@testable import Screens

/// The Ledger's swipe actions: the list's trailing Void (asks first) and the row's leading
/// Pin, which moves the invoice to a Pinned section on top with the selection on it.
@MainActor
@Suite struct LedgerSwipeTests {
    private func ledger(invoices: Int = 1000) -> (LedgerApp, LedgerViewController) {
        let app = LedgerApp(
            options: {
                var o = AppOptions(); o.invoices = invoices; return o
            }(), size: Size(width: 80, height: 24))
        let ledger = app.window.topViewController as! LedgerViewController
        _ = app.window.render()
        return (app, ledger)
    }

    private func press(_ app: LedgerApp, _ keys: Key...) {
        for key in keys {
            app.window.send(key)
            _ = app.window.render()
        }
    }

    @Test func pinMovesTheInvoiceToAPinnedSectionAndTheSelectionFollowsIt() {
        let (app, ledger) = ledger()
        press(app, .down, .down, .down, .down, .left, .enter)
        #expect(app.model.pinned == [5])
        #expect(ledger.list.selectedItem == 5)
        #expect(ledger.list.selectedIndex == 0)
        let frame = app.window.render()
        #expect(frame.line(1).contains("Pinned"))
        #expect(frame.line(2).contains("Invoice #00005"))
        #expect(frame.line(3).contains("Invoices"))
        #expect(frame.line(4).contains("Invoice #00001"))
        #expect(frame.text.components(separatedBy: "Invoice #00005").count == 2, "the invoice shows once")
        #expect(frame.text.contains("1/1000"))
        // Unpin: the row's action says so, and the invoice goes back to its place.
        press(app, .left)
        #expect(app.window.render().line(2).contains("Unpin"))
        press(app, .enter)
        #expect(app.model.pinned.isEmpty)
        #expect(ledger.list.selectedItem == 5)
        #expect(ledger.list.selectedIndex == 4)
        #expect(!app.window.render().contains("Pinned"))
    }

    @Test func voidBySwipeAsksFirstAndCancelKeepsTheInvoice() {
        let (app, ledger) = ledger()
        press(app, .down, .right)
        #expect(app.window.render().line(2).hasSuffix("$168.38  Void │"))
        press(app, .enter)
        #expect(app.window.topPresentedController is AlertController)
        press(app, .escape)
        #expect(!app.model.isVoid(Invoice(number: 2)))
        press(app, .right, .enter, .tab, .enter)
        #expect(app.model.isVoid(Invoice(number: 2)))
        #expect(ledger.displayTitle == "Ledger · 1 void")
        #expect(app.window.render().line(2).contains("VOID"))
        // A void invoice offers no Void.
        press(app, .right)
        #expect(!ledger.list.isShowingSwipeActions)
    }
}
