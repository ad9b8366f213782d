import Testing
@testable import Terminal

/// Frames drawn over the one before present only their damage: the diff compares cells
/// inside the damaged rectangles, with what they covered before carried by the frame.
@MainActor
@Suite struct FramePresentTests {
    private static let size = Size(width: 12, height: 4)

    /// `previous` with `draw` applied inside `damage`, as the window redraws a frame.
    private func redrawn(_ previous: Canvas, damage: [Rect], _ draw: (inout Canvas) -> Void) -> Frame {
        let damaged = Frame.damage(damage, of: previous)
        var canvas = previous
        draw(&canvas)
        return Frame(canvas: canvas, change: .redrawn(rects: damaged.rects, before: damaged.before))
    }

    private func text(_ lines: String...) -> Canvas {
        var canvas = Canvas(size: Self.size)
        for (y, line) in lines.enumerated() { canvas.draw(line, at: Point(x: 0, y: y)) }
        return canvas
    }

    @Test func aRedrawnFrameHasTheRunsOfTheWholeDiffWhenItsChangesAreInItsDamage() {
        let before = text("Invoices", "  #1 Ada", "  #2 Bo", "")
        let frame = redrawn(before, damage: [Rect(x: 0, y: 1, width: 12, height: 2)]) {
            $0.draw("> #1 Ada", at: Point(x: 0, y: 1), style: Style.plain.adding(.reverse))
            $0.draw("  #2 Bo ", at: Point(x: 0, y: 2))
        }
        let inside = FrameDiff(frame)
        #expect(inside == FrameDiff(from: before, to: frame.canvas))
        #expect(inside.runs.map(\.y) == [1])
    }

    @Test func aRedrawnFrameIsComparedOnlyInsideItsDamage() {
        let before = text("a", "b", "c", "d")
        // A change outside the damage breaks the contract; the diff does not look there.
        let frame = redrawn(before, damage: [Rect(x: 0, y: 0, width: 2, height: 1)]) {
            $0.draw("A", at: .zero)
            $0.draw("D", at: Point(x: 0, y: 3))
        }
        #expect(FrameDiff(frame).runs.map(\.y) == [0])
        #expect(FrameDiff(from: before, to: frame.canvas).runs.map(\.y) == [0, 3])
    }

    /// Drawing a character over the second half of a wide one blanks its first half, a
    /// column outside the rectangle drawn: the damage is widened by a column to see it.
    @Test func aWideCharacterHalfOutsideTheDamageIsWrittenToo() {
        var before = Canvas(size: Self.size)
        before.draw("日", at: Point(x: 3, y: 0))
        let frame = redrawn(before, damage: [Rect(x: 4, y: 0, width: 3, height: 1)]) {
            $0.draw("abc", at: Point(x: 4, y: 0))
        }
        #expect(frame.canvas[3, 0] == Cell(" "))
        #expect(FrameDiff(frame) == FrameDiff(from: before, to: frame.canvas))
    }

    @Test func theRowBeforeIsTheFrameWithTheDamagedCellsAsTheyWere() {
        let before = text("one", "two", "three", "four")
        let frame = redrawn(before, damage: [Rect(x: 1, y: 1, width: 3, height: 2)]) {
            $0.fill(Rect(x: 1, y: 1, width: 3, height: 2), with: "x")
        }
        for y in 0..<Self.size.height { #expect(frame.rowBefore(y) == before.cells(ofRow: y)) }
        #expect(Frame(canvas: frame.canvas, change: .whole(previous: nil)).rowBefore(0) == nil)
    }

    @Test func theHeadlessScreenIsEveryFramePresented() {
        let backend = HeadlessBackend(size: Self.size)
        var shown = text("Ledger", "  #1", "  #2", "")
        backend.present(Frame(canvas: shown, change: .whole(previous: nil)))
        #expect(backend.cellsWritten == 48)
        for row in 1...2 {
            let frame = redrawn(shown, damage: [Rect(x: 0, y: 1, width: 12, height: 2)]) {
                for y in 1...2 { $0.draw(y == row ? ">" : " ", at: Point(x: 0, y: y)) }
            }
            backend.present(frame)
            #expect(backend.screen == frame.canvas)
            shown = frame.canvas
        }
        #expect(backend.cellsWritten == 48 + 1 + 2)
        #expect(backend.presents == 3)
    }

    /// A terminal whose screen is not the last frame (after a resize cleared it) is given the
    /// whole frame, whatever the frame says changed.
    @Test func aBackendThatLostItsScreenGetsTheWholeFrame() {
        let backend = HeadlessBackend(size: Self.size)
        let before = text("a")
        let frame = redrawn(before, damage: [Rect(x: 0, y: 0, width: 1, height: 1)]) { $0.draw("b", at: .zero) }
        backend.present(frame)
        #expect(backend.cellsWritten == 48)
        #expect(backend.screen == frame.canvas)
    }

    /// The bytes for a frame drawn over the one before are those of the whole diff, a row
    /// that slid sideways (shifted by the terminal) included.
    @Test func theWriterSendsTheSameBytesForARedrawnFrame() {
        let before = text("", "abcdefghijkl", "", "")
        let frame = redrawn(before, damage: [Rect(x: 0, y: 1, width: 12, height: 1)]) {
            $0.draw("cdefghijkl  ", at: Point(x: 0, y: 1))
        }
        var whole = FrameWriter(capabilities: .full, controls: .xterm256)
        var damaged = whole
        var expected: [UInt8] = [], got: [UInt8] = []
        whole.write(from: before, to: frame.canvas, into: &expected)
        damaged.write(FrameDiff(frame), of: frame, into: &got)
        #expect(got == expected)
        #expect(!got.isEmpty)
    }
}
