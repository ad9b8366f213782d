import Foundation
import Testing
import Terminal
import Imperative
import Screens

/// The Ledger's transitions as the interactive app draws them, through a fake clock.
@MainActor
@Suite struct LedgerMotionTests {
    private func app() -> LedgerApp {
        let app = LedgerApp(size: Size(width: 80, height: 24))
        app.window.animatesTransitions = true
        _ = app.window.render(at: 0)
        return app
    }

    private func rows(_ c: Canvas) -> [String] {
        c.rows
    }

    /// The frames of the transition the last input began, every 25 ms until it is over.
    private func frames(_ window: Window, from start: Double) -> [Canvas] {
        stride(from: start + 0.025, through: start + 0.151, by: 0.025).compactMap {
            window.transitionFrame(at: $0)?.canvas
        }
    }

    @Test func openingAnInvoiceSlidesItInAndTheTabBarStaysStill() {
        let app = app(), w = app.window
        let ledger = w.render()
        w.send(.down); w.send(.down)
        _ = w.render(at: 1)
        w.send(.enter)
        _ = w.render(at: 2)
        let moving = frames(w, from: 2)
        let detail = w.render()
        #expect(moving.last == detail)
        let early = rows(moving[0])
        #expect(early[2].hasSuffix("▤ Invoice #00003"), "the detail comes in from the trailing edge…")
        #expect(
            early[2].contains("$168.38") && !early[2].hasPrefix(" Invoice #00002"),
            "…as the Ledger's rows leave by the leading edge")
        for frame in moving { #expect(rows(frame)[22] == rows(ledger)[22], "the tab bar does not move") }
        if ProcessInfo.processInfo.environment["SEAM_SHOW_MOTION"] != nil {
            for f in moving { print(f.text, "\n----") }
        }
    }

    @Test func theExportSheetCoversFromTheBottomAndSinksAway() {
        let app = app(), w = app.window
        w.send(.down); w.send(.down); w.send(.enter)
        _ = w.render(at: 1)
        w.send(.tab); w.send(.enter)
        #expect(w.topPresentedController != nil)
        _ = w.render(at: 2)
        let rising = frames(w, from: 2)
        #expect(rising.count >= 5)
        let mid = rows(rising[0])
        #expect(mid[3].contains("Customer"), "the detail still shows at the top")
        #expect(mid.contains { $0.contains("╭") }, "the sheet's top edge is rising")
        w.send(.escape)
        _ = w.render(at: 3)
        let sinking = frames(w, from: 3)
        #expect(sinking.last == w.render())
        #expect(rows(sinking[1]).contains { $0.contains("Export") })
        if ProcessInfo.processInfo.environment["SEAM_SHOW_MOTION"] != nil {
            for f in rising + sinking { print(f.text, "\n----") }
        }
    }
}
