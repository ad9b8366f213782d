import Testing
import Lessons
import Terminal
@testable import Screens

@MainActor
@Suite struct ShellTests {
    @Test func newInsertsAnInvoiceAtTheTopAndTheSelectionKeepsItsInvoice() {
        let app = LedgerApp(size: Size(width: 80, height: 24))
        let ledger = app.window.topViewController as! LedgerViewController
        app.window.send(.down); app.window.send(.down)
        #expect(ledger.list.selectedItem == 3)
        app.window.send(.character("n"))
        #expect(app.model.rowCount == 1001)
        #expect(ledger.list.selectedItem == 3)
        #expect(ledger.list.selectedIndex == 3)
        let frame = app.window.render()
        #expect(frame.line(1).contains("Invoice #01001"))
        app.window.send(.enter)
        #expect(app.window.topViewController?.displayTitle == "Invoice #00003")
    }

    @Test func twoShowsAccountAndOneReturnsToTheLedgerStackIntact() {
        let app = LedgerApp(size: Size(width: 80, height: 24))
        app.window.send(.down); app.window.send(.enter)
        app.window.send(.character("2"))
        #expect(app.window.selectedTabTitle == "Account")
        #expect(app.window.topViewController is AccountViewController)
        #expect(app.window.render().contains("Ada Lovelace"))
        app.window.send(.character("1"))
        #expect(app.window.visibleStack.count == 2)
        #expect(app.window.topViewController?.displayTitle == "Invoice #00002")
    }

    @Test func theAccountTabFollowsTheModel() {
        let app = LedgerApp(
            options: {
                var o = AppOptions(); o.tab = "account"; return o
            }(), size: Size(width: 80, height: 24))
        #expect(app.window.selectedTabTitle == "Account")
        #expect(app.window.render().contains("1000"))
        app.model.addInvoice()
        #expect(app.window.render().contains("1001"))
    }

    @Test func tabOptionMustNameATab() {
        #expect(
            AppOptions.parse(["--tab", "Account"])
                == .success(
                    {
                        var o = AppOptions(); o.tab = "Account"; return o
                    }()))
        guard case .failure(let e) = AppOptions.parse(["--tab", "Nowhere"]) else {
            Issue.record("an unknown tab was accepted")
            return
        }
        #expect(e.message.contains("unknown tab 'Nowhere'"))
    }

    @Test func ledgerRowsShowNumberCustomerAndRightAlignedAmountAtBothWidths() {
        for width in [80, 120] {
            let app = LedgerApp(size: Size(width: width, height: 24))
            let row = app.window.render().line(1)
            let invoice = Invoice(number: 1)
            #expect(row.hasPrefix(" Invoice #00001  \(invoice.customer)"))
            // The last column is the list's scroll indicator.
            #expect(row.dropLast().hasSuffix(Money.format(cents: invoice.amountCents)))
        }
    }

    @Test func sixtyByTwentyIsCompactCompactAndOneTwentyByFortyRegularRegularDownToTheLedger() {
        let app = LedgerApp(size: Size(width: 60, height: 20))
        let ledger = app.window.topViewController!
        #expect(ledger.traitCollection.horizontalSizeClass == .compact)
        #expect(ledger.traitCollection.verticalSizeClass == .compact)
        app.window.resize(to: Size(width: 120, height: 40))
        #expect(ledger.traitCollection.horizontalSizeClass == .regular)
        #expect(ledger.traitCollection.verticalSizeClass == .regular)
        #expect(app.window.events.lines.contains("traitCollectionDidChange LedgerViewController"))
    }
}
