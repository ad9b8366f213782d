import Testing
import Lessons
import Terminal
@testable import Screens

@MainActor
@Suite struct LedgerTests {
    @Test func invoicesAreNumberedFromOneWithFiveDigits() {
        let model = LedgerModel(invoiceCount: 1000)
        #expect(model.invoice(atRow: 0).title == "Invoice #00001")
        #expect(model.invoice(atRow: 41).title == "Invoice #00042")
        #expect(Invoice(number: 123_456).title == "Invoice #123456")
    }

    @Test func customerAndAmountDeriveFromTheNumber() {
        #expect(Invoice(number: 3).customer == Invoice(number: 3).customer)
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
