import Testing
import Lessons
import Terminal
import AppTestSupport
@testable import Screens

@MainActor
@Suite struct LedgerTests {
    @Test func invoicesAreNumberedFromOneWithFiveDigits() {
        #expect(Invoice(number: 1).title == "Invoice #00001")
        #expect(Invoice(number: 42).title == "Invoice #00042")
        #expect(Invoice(number: 123_456).title == "Invoice #123456")
    }

    @Test func theLedgerListsTheInvoicesFromOneAndAnAddedOneOnTop() {
        let app = LedgerApp(size: Size(width: 80, height: 24))
        let list = app.ledgerViewController?.list
        #expect(list?.snapshot.itemIdentifier(at: 0) == 1)
        #expect(list?.snapshot.itemIdentifier(at: 41) == 42)
        app.model.addInvoice()
        _ = app.window.render()
        #expect(list?.snapshot.itemIdentifier(at: 0) == 1001)
        #expect(list?.snapshot.itemIdentifier(at: 42) == 42)
    }

    @Test func customerAndAmountDeriveFromTheNumber() {
        let customers = (1...12).map { Invoice(number: $0).customer }
        #expect(Set(customers).count > 1, "customers vary with the number")
        #expect(customers == (1...12).map { Invoice(number: $0).customer }, "and are the same each time")
        #expect(Invoice(number: 3).amountCents == 1_000 + (3 * 7_919) % 99_000)
    }

    @Test func enterPushesTheHostedDetailAndEscapePops() {
        let app = LedgerApp(size: Size(width: 80, height: 24))
        app.window.send(.down); app.window.send(.down); app.window.send(.enter)
        #expect(app.window.topViewController?.displayTitle == "Invoice #00003")
        #expect(app.window.topViewController?.kind == .hosted)
        app.window.send(.escape)
        #expect(app.window.topViewController?.displayTitle == "Ledger")
    }

    @Test func moneyIsFormattedByLocale() {
        #expect(Money.format(cents: 123_450) == "$1,234.50")
        #expect(Money.format(cents: 123_450, locale: "ja_JP") == "$1,234.50", "still dollars")
    }
}
