import Testing
import Terminal
import Imperative
@testable import Screens

/// Frames are drawn over the last one: only what changed is drawn again. These pin what
/// the common inputs damage on the Ledger; debug builds also draw every retained frame from
/// scratch and stop when the two differ, so every replay checks the cells themselves.
@MainActor
@Suite struct RetainedFrameTests {
    private func ledger() -> LedgerApp {
        let app = LedgerApp(size: Size(width: 80, height: 24))
        _ = app.window.render()
        _ = app.window.render()
        return app
    }

    private func rows(_ region: [Rect]?) -> [Int] {
        (region ?? []).flatMap { Array($0.minY..<$0.maxY) }.sorted()
    }

    @Test func aFrameWithNothingChangedDrawsNothing() {
        let app = ledger()
        #expect(app.window.lastDrawnRegion == [])
    }

    @Test func theFirstFrameAndANewSizeAreDrawnFromScratch() {
        let app = LedgerApp(size: Size(width: 80, height: 24))
        _ = app.window.render()
        #expect(app.window.lastDrawnRegion == nil)
        _ = app.window.render()
        app.window.resize(to: Size(width: 100, height: 30))
        _ = app.window.render()
        #expect(app.window.lastDrawnRegion == nil)
    }

    @Test func aDownOnTheLedgerDrawsTheTwoRowsItChanged() {
        let app = ledger()
        app.window.send(.down)
        let frame = app.window.render()
        // Rows 1 and 2 of the list (below the bar on row 0): the old selection and the new one;
        // and the list's last row, where its position (row/total) moves on.
        #expect(rows(app.window.lastDrawnRegion) == [1, 2, 21])
        #expect(app.window.lastDrawnRegion?.allSatisfy { $0.width == 80 } == true)
        #expect(frame == app.window.fullFrame())
    }

    @Test func aPushDrawsTheContentAndTheBarAndTheFooterNotTheTabBar() {
        let app = ledger()
        app.window.send(.enter)
        let frame = app.window.render()
        #expect(frame.contains("Invoice #00001"))
        let drawn = rows(app.window.lastDrawnRegion)
        #expect(drawn.contains(0))  // the bar: title and back item
        #expect(drawn.contains(5))  // the content
        #expect(drawn.contains(23))  // the footer: the detail's keys
        #expect(!drawn.contains(22))  // the tab bar did not change
        #expect(frame == app.window.fullFrame())
    }

    @Test func aKeyThatChangesNothingDrawsNothing() {
        let app = ledger()
        app.window.send(.up)  // already on the first row
        _ = app.window.render()
        #expect(app.window.lastDrawnRegion == [])
    }

    @Test func aTraitChangeDrawsEverything() {
        let app = ledger()
        app.window.send(.function(3))
        _ = app.window.render()
        #expect(app.window.lastDrawnRegion == nil)
    }

    @Test func aFocusMoveInTheDetailDrawsTheHostedContentOnly() {
        let app = ledger()
        app.window.send(.enter)
        _ = app.window.render()
        app.window.send(.tab)
        let frame = app.window.render()
        let drawn = rows(app.window.lastDrawnRegion)
        #expect(!drawn.contains(0))  // the bar did not change
        #expect(!drawn.contains(22))
        #expect(frame == app.window.fullFrame())
    }
}
