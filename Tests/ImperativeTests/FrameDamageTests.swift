import Testing
import Terminal
@testable import Imperative

/// The window draws a frame over the last one, again only where the update phase found
/// damage: a panel marked for display, moved, shown, hidden or removed.
@MainActor
@Suite struct FrameDamageTests {
    /// A panel that draws its own text and does not say when it changes.
    final class Sign: Panel {
        var text = "old"
        override func draw(in context: inout DrawContext) { context.draw(text, at: .zero, style: context.palette.text) }
    }

    private func window(with panels: Panel...) -> Window {
        let controller = ViewController()
        for p in panels { controller.view.addSubview(p) }
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = controller
        window.verifiesRetainedFrames = false
        _ = window.render()
        _ = window.render()
        return window
    }

    @Test func aPanelThatChangesWithoutSetNeedsDisplayKeepsItsOldCellsUntilItSaysSo() {
        let sign = Sign()
        sign.frame = Rect(x: 2, y: 3, width: 10, height: 1)
        let window = window(with: sign)
        sign.text = "new"
        #expect(!window.render().contains("new"))
        #expect(window.fullFrame().contains("new"))
        sign.setNeedsDisplay()
        #expect(window.render().contains("new"))
        #expect(window.lastDrawnRegion == [Rect(x: 2, y: 3, width: 10, height: 1)])
    }

    /// The cells' address: the same address after a render means it drew in place.
    private func cellsAddress(_ frame: Canvas) -> UnsafeRawPointer? {
        frame.cells.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func aFrameNobodyElseHoldsIsDrawnOverInPlace() {
        let sign = Sign()
        sign.frame = Rect(x: 2, y: 3, width: 10, height: 1)
        let window = window(with: sign)
        let before = cellsAddress(window.renderedFrame)
        sign.text = "new"
        sign.setNeedsDisplay()
        window.render()
        #expect(window.renderedFrame.contains("new"))
        #expect(cellsAddress(window.renderedFrame) == before)
    }

    @Test func aFrameTheCallerStillHoldsIsCopiedNotChanged() {
        let sign = Sign()
        sign.frame = Rect(x: 2, y: 3, width: 10, height: 1)
        let window = window(with: sign)
        let held = window.render()
        sign.text = "new"
        sign.setNeedsDisplay()
        #expect(window.render().contains("new"))
        #expect(held.contains("old"))
        #expect(cellsAddress(window.renderedFrame) != cellsAddress(held))
    }

    @Test func movingAPanelDrawsWhereItWasAndWhereItIs() {
        let sign = Sign()
        sign.frame = Rect(x: 0, y: 1, width: 5, height: 1)
        let window = window(with: sign)
        sign.frame = Rect(x: 0, y: 5, width: 5, height: 1)
        let frame = window.render()
        #expect(
            window.lastDrawnRegion == [Rect(x: 0, y: 1, width: 5, height: 1), Rect(x: 0, y: 5, width: 5, height: 1)])
        #expect(frame == window.fullFrame())
    }

    @Test func hidingAPanelDrawsWhatWasUnderIt() {
        let a = Sign(), b = Sign()
        a.frame = Rect(x: 0, y: 1, width: 5, height: 1)
        b.frame = Rect(x: 0, y: 4, width: 5, height: 1)
        let window = window(with: a, b)
        a.isHidden = true
        let frame = window.render()
        #expect(frame.line(1).hasPrefix("     "))
        #expect(frame.line(4).hasPrefix("old"))
        #expect(window.lastDrawnRegion == [Rect(x: 0, y: 1, width: 5, height: 1)])
    }

    @Test func removingAPanelLaysItsSuperviewOutAgainAndSoDrawsIt() {
        let a = Sign()
        a.frame = Rect(x: 0, y: 1, width: 5, height: 1)
        let window = window(with: a)
        let root = a.superview!
        a.removeFromSuperview()
        let frame = window.render()
        #expect(!frame.contains("old"))
        #expect(window.lastDrawnRegion == [root.frame])
    }

    @Test func damageMergesRectanglesThatOverlapOrShareAnEdge() {
        let damage = FrameDamage()
        damage.add(Rect(x: 0, y: 1, width: 80, height: 1))
        damage.add(Rect(x: 0, y: 2, width: 80, height: 1))
        damage.add(Rect(x: 0, y: 9, width: 80, height: 1))
        damage.add(Rect(x: 10, y: 1, width: 5, height: 2))
        #expect(damage.rects == [Rect(x: 0, y: 1, width: 80, height: 2), Rect(x: 0, y: 9, width: 80, height: 1)])
    }
}
