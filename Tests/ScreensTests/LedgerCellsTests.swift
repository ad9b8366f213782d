import Testing
import Lessons
import Terminal
@testable import Screens

/// The Ledger's rows as declarative cell content and its title kept current from the
/// imperative side. Voids go through the shared model, as the detail's button does.
@MainActor
@Suite struct LedgerCellsTests {
    func app(invoices: Int = 1000) -> LedgerApp {
        var options = AppOptions()
        options.invoices = invoices
        return LedgerApp(options: options, size: Size(width: 80, height: 24))
    }

    /// The screen line showing `invoice`, if it is on screen.
    func line(showing invoice: String, in frame: Canvas) -> String? {
        frame.lines.first { $0.contains(invoice) }
    }

    /// True when every cell of the row showing `invoice` is drawn in the selected style
    /// (and so in reverse video without colours) and no ✓ is on it.
    func isSelectedAcrossTheRow(_ invoice: String, in frame: Canvas) -> Bool {
        guard let y = frame.lines.firstIndex(where: { $0.contains(invoice) }) else { return false }
        return (0..<frame.size.width).allSatisfy { x in
            let style = frame[x, y].style
            return style.attributes.contains(.highlight) && style.withoutColor.attributes.contains(.reverse)
        } && !frame.line(y).contains("✓")
    }

    /// True when no cell of the row showing `invoice` is highlighted.
    func isPlain(_ invoice: String, in frame: Canvas) -> Bool {
        guard let y = frame.lines.firstIndex(where: { $0.contains(invoice) }) else { return false }
        return (0..<frame.size.width).allSatisfy { !frame[$0, y].style.attributes.contains(.highlight) }
    }

    @Test func theTitleCountsVoidInvoicesAsTheModelChanges() {
        let app = app()
        #expect(app.window.render().line(0).contains("Ledger "))
        #expect(!app.window.render().line(0).contains("void"))
        app.model.void(Invoice(number: 2))
        #expect(app.window.render().line(0).contains("Ledger · 1 void"))
        app.model.void(Invoice(number: 7))
        app.model.void(Invoice(number: 9))
        #expect(app.window.render().line(0).contains("Ledger · 3 void"))
        #expect(app.window.visibleStack.first?.title == "Ledger · 3 void")
        #expect(app.window.selectedTabTitle == "Ledger")
    }

    var ledger: (LedgerApp) -> LedgerViewController? = { app in
        app.window.visibleStack.first as? LedgerViewController
    }

    @Test func aVoidInvoiceShowsTheBadgeInItsRowOnly() {
        let app = app()
        _ = app.window.render()
        let configured = ledger(app)?.list.configuredCellCount
        app.model.void(Invoice(number: 3))
        let frame = app.window.render()
        #expect(line(showing: "Invoice #00003", in: frame)?.contains(" VOID ") == true)
        #expect(line(showing: "Invoice #00002", in: frame)?.contains("VOID") == false)
        #expect(line(showing: "Invoice #00004", in: frame)?.contains("VOID") == false)
        #expect(
            ledger(app)?.list.configuredCellCount == configured,
            "the row observed its item; the controller configured nothing")
    }

    @Test func rowsScrolledPastReleaseTheirItemsAtTenMillionInvoices() {
        let app = app(invoices: 10_000_000)
        for _ in 0..<200 { app.window.send(.pageDown); _ = app.window.render() }
        app.window.send(.end)
        _ = app.window.render()
        #expect(app.model.liveItemCount <= 24, "only rows on screen hold an item")
        app.model.void(Invoice(number: 9_999_999))
        #expect(line(showing: "Invoice #9999999", in: app.window.render())?.contains(" VOID ") == true)
    }

    @Test func theRowShowsNumberCustomerAndTheAmountAtTheTrailingEdge() {
        let frame = app().window.render()
        let invoice = Invoice(number: 2)
        let row = line(showing: invoice.title, in: frame) ?? ""
        #expect(row.hasPrefix(" \(invoice.title)  \(invoice.customer)"))
        #expect(row.dropLast().hasSuffix(Money.format(cents: invoice.amountCents)), "before the scroll indicator")
    }

    @Test func theSelectionIsHighlightedAcrossTheWholeRowAndNoCheckmarkShows() {
        let app = app()
        var frame = app.window.render()
        #expect(isSelectedAcrossTheRow("Invoice #00001", in: frame))
        #expect(isPlain("Invoice #00002", in: frame))
        app.window.send(.down)
        frame = app.window.render()
        #expect(isPlain("Invoice #00001", in: frame))
        #expect(isSelectedAcrossTheRow("Invoice #00002", in: frame))
        #expect(!frame.text.contains("✓"))
    }

    @Test func textOnTheSelectionIsTheFillLabelInBothSchemes() {
        for scheme in [false, true] {
            let app = app()
            if scheme { app.window.send(.function(3)) }
            let frame = app.window.render()
            let palette = app.window.traitCollection.palette
            let y = frame.lines.firstIndex { $0.contains("Invoice #00001") }!
            let customer = frame.line(y).range(of: Invoice(number: 1).customer)!.lowerBound
            let x = frame.line(y).distance(from: frame.line(y).startIndex, to: customer)
            #expect(frame[x, y].style.foreground == palette.fillLabel, "the customer, secondary elsewhere")
            #expect(frame[x, y].style.background == palette.selection)
        }
    }

    @Test func aNewInvoiceGoesOnTopAndRowsKeepTheirIdentity() {
        let app = app()
        app.model.void(Invoice(number: 3))
        app.window.send(.down); app.window.send(.down)
        app.window.send(.character("n"))
        let frame = app.window.render()
        #expect(frame.line(1).hasPrefix(" Invoice #01001"))
        let selected = line(showing: "Invoice #00003", in: frame) ?? ""
        #expect(frame.line(4) == selected)
        #expect(selected.contains(" VOID "))
        #expect(isSelectedAcrossTheRow("Invoice #00003", in: frame))
        app.window.send(.enter)
        #expect(app.window.topViewController?.displayTitle == "Invoice #00003")
    }

    @Test func rightToLeftMirrorsTheRow() {
        let app = app()
        app.window.send(.function(6))
        let frame = app.window.render()
        let row = line(showing: "Invoice #00001", in: frame) ?? ""
        #expect(row.hasSuffix("Invoice #00001 "))
        #expect(
            row.dropFirst().hasPrefix(Money.format(cents: Invoice(number: 1).amountCents)), "after the scroll indicator"
        )
        #expect(isSelectedAcrossTheRow("Invoice #00001", in: frame))
    }

    @Test func tenMillionInvoicesScrollToTheEnd() {
        let app = app(invoices: 10_000_000)
        app.window.send(.end)
        let frame = app.window.render()
        #expect(isSelectedAcrossTheRow("Invoice #10000000", in: frame))
        #expect(app.window.diagnostics.entries.isEmpty)
    }
}
