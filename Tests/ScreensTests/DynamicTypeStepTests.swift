import Imperative
import Testing
import Terminal
@testable import Screens

/// F4/F5 step the text size through all twelve sizes, and every step shows: on the invoice
/// detail and on Settings, the frames (text and attributes) of adjacent sizes differ.
@MainActor
@Suite struct DynamicTypeStepTests {
    /// What a frame shows, as rows of text and of attributes. Rows naming the text size
    /// (Settings prints it) are kept with the name blanked, so that only the layout and the
    /// emphasis can tell two sizes apart.
    private func look(_ canvas: Canvas, size: ContentSizeCategory) -> [String] {
        (0..<canvas.size.height).map { y in
            let text = canvas.line(y)
            guard !text.contains(size.rawValue) else {
                return text.replacingOccurrences(of: size.rawValue, with: "·")
            }
            let attributes = (0..<canvas.size.width).map { x in String(canvas[x, y].style.attributes.rawValue) }
            return text + " | " + attributes.joined(separator: ",")
        }
    }

    /// The look at every size, smallest first: F4 down to xSmall, then F5 up to accessibility5.
    private func looksAtEverySize(_ app: LedgerApp) -> [(ContentSizeCategory, [String])] {
        for _ in 0..<ContentSizeCategory.allCases.count { app.window.send(.function(4)) }
        #expect(app.window.settings.contentSizeCategory == .xSmall)
        var looks: [(ContentSizeCategory, [String])] = []
        for step in ContentSizeCategory.allCases.indices {
            if step > 0 { app.window.send(.function(5)) }
            let size = app.window.settings.contentSizeCategory
            looks.append((size, look(app.window.render(), size: size)))
        }
        #expect(looks.map(\.0) == ContentSizeCategory.allCases)
        return looks
    }

    private func expectEveryStepDiffers(_ looks: [(ContentSizeCategory, [String])], on screen: String) {
        for (a, b) in zip(looks, looks.dropFirst()) {
            let same = a.1 == b.1
            #expect(!same, "\(screen): \(a.0.rawValue) and \(b.0.rawValue) look the same")
        }
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 24), Size(width: 120, height: 40)])
    func everyStepChangesTheInvoiceDetail(size: Size) {
        let app = LedgerApp(size: size)
        app.window.send(.down); app.window.send(.down); app.window.send(.enter)
        #expect(app.window.topViewController?.displayTitle == "Invoice #00003")
        expectEveryStepDiffers(looksAtEverySize(app), on: "detail at \(size.width)x\(size.height)")
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 24)])
    func everyStepChangesSettings(size: Size) {
        let app = LedgerApp(size: size)
        app.window.send(.character("2")); app.window.send(.character("s"))
        #expect(app.window.topViewController?.displayTitle == "Settings")
        expectEveryStepDiffers(looksAtEverySize(app), on: "Settings at \(size.width)x\(size.height)")
    }

    @Test func theDefaultSizeLooksAsItDidBeforeAnyStep() {
        let app = LedgerApp(size: Size(width: 80, height: 24))
        app.window.send(.down); app.window.send(.down); app.window.send(.enter)
        let before = app.window.render()
        app.window.send(.function(4)); app.window.send(.function(5))
        #expect(app.window.settings.contentSizeCategory == .large)
        #expect(app.window.render() == before)
    }
}
