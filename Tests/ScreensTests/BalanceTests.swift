import Testing
import Lessons
import Terminal
@testable import Screens

@MainActor
@Suite struct BalanceTests {
    @Test func closedFormTotalMatchesTheSumOfEveryAmount() {
        var sum = 0
        for n in 1...200_000 {
            sum += Invoice(number: n).amountCents
            if [1, 2, 999, 1000, 98_999, 99_000, 99_001, 200_000].contains(n) {
                #expect(LedgerModel.totalCents(throughInvoice: n) == sum)
            }
        }
    }

    @Test func balanceLeavesOutVoidInvoices() {
        let model = LedgerModel(invoiceCount: 10_000_000)
        let total = model.balanceCents
        model.void(Invoice(number: 42))
        #expect(model.balanceCents == total - Invoice(number: 42).amountCents)
    }

    @Test func theBalanceCardUpdatesWhenAnInvoiceIsVoidedAnywhere() {
        let app = LedgerApp(size: Size(width: 80, height: 24))
        app.window.send(.character("2"))
        #expect(app.window.render().contains("$519,795.00"))
        app.model.void(Invoice(number: 1))
        let frame = app.window.render()
        #expect(frame.contains(Money.format(cents: 51_979_500 - Invoice(number: 1).amountCents)))
        #expect(frame.contains("1 void invoice not counted"))
        #expect(app.window.diagnostics.entries.isEmpty)
    }

    @Test func theMonthsTotalsAddUpToTheBalanceAndLeaveOutVoidInvoices() {
        for count in [0, 1, 7, 1000, 10_000_000] {
            let model = LedgerModel(invoiceCount: count)
            #expect(model.monthlyTotals.map(\.month) == ["Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
            #expect(model.monthlyTotals.reduce(0) { $0 + $1.cents } == model.balanceCents)
        }
        let model = LedgerModel(invoiceCount: 1000)
        let july = model.monthlyTotals[0].cents
        // Invoices 1…150 were issued in July.
        model.void(Invoice(number: 150))
        #expect(model.monthlyTotals[0].cents == july - Invoice(number: 150).amountCents)
        model.void(Invoice(number: 151))
        #expect(model.monthlyTotals[0].cents == july - Invoice(number: 150).amountCents)
        #expect(model.monthlyTotals.reduce(0) { $0 + $1.cents } == model.balanceCents)
    }

    @Test func newInvoicesCountInDecember() {
        let model = LedgerModel(invoiceCount: 1000)
        let before = model.monthlyTotals
        let added = model.addInvoice()
        #expect(model.monthlyTotals.dropLast() == before.dropLast())
        #expect(model.monthlyTotals[5].cents == before[5].cents + added.amountCents)
    }

    @Test func theChartShowsTheNewTotalsAfterAVoid() {
        let app = LedgerApp(size: Size(width: 80, height: 24))
        app.window.send(.character("2"))
        #expect(app.window.render().contains("78.6k 92.6k"))
        app.model.void(Invoice(number: 3))
        #expect(app.window.render().contains("78.4k 92.6k"))
    }
}
