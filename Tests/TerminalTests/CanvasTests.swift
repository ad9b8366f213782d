import Testing
@testable import Terminal

@Suite struct CanvasTests {
    @Test func drawsTextAtAPoint() {
        var c = Canvas(size: Size(width: 10, height: 2))
        c.draw("Seam", at: Point(x: 3, y: 1))
        #expect(c.lines == ["          ", "   Seam   "])
    }

    @Test func rowsAreTheTextRowsWithTrailingSpacesTrimmedAndEmptyRowsKept() {
        var c = Canvas(size: Size(width: 8, height: 3))
        c.draw("a b", at: Point(x: 1, y: 2))
        #expect(c.rows == ["", "", " a b"])
        #expect(c.text == c.rows.joined(separator: "\n"))
    }

    /// Rows are cut as bytes; what they keep is what cutting space characters keeps, also
    /// after a prepended mark (U+0600), whose character takes the first space after it.
    @Test func rowsCutTrailingSpacesAsCharactersDo() {
        var c = Canvas(size: Size(width: 6, height: 4))
        c.set(Cell("\u{600}"), x: 1, y: 0)
        c.draw("é ⏎ x", at: Point(x: 0, y: 1))
        c.draw("日本", at: Point(x: 1, y: 2))
        for y in 0..<4 {
            #expect(c.rows[y] == String(c.line(y).reversed().drop(while: { $0 == " " }).reversed()))
        }
        #expect(c.rows[0] == " \u{600} ")
        #expect(c.rows[1] == "é ⏎ x")
        #expect(c.rows[3] == "")
    }

    @Test func aBoxIsOutlinedInItsCornerStyle() {
        var c = Canvas(size: Size(width: 7, height: 4))
        c.drawBox(Rect(x: 1, y: 0, width: 5, height: 4), style: Style(), corners: .rounded)
        #expect(c.lines == [" ╭───╮ ", " │   │ ", " │   │ ", " ╰───╯ "])
        var square = Canvas(size: Size(width: 2, height: 2))
        square.drawBox(Rect(x: 0, y: 0, width: 2, height: 2), style: Style())
        #expect(square.lines == ["┌┐", "└┘"])
    }

    @Test func aBoxIsClippedAndReplacesAWideCharacterItCuts() {
        var c = Canvas(size: Size(width: 8, height: 3))
        c.draw("日本語", at: Point(x: 1, y: 0))
        c.drawBox(Rect(x: 0, y: 0, width: 8, height: 3), style: Style(), clip: Rect(x: 2, y: 0, width: 6, height: 2))
        #expect(c.lines == ["  ─────┐", "       │", "        "])
        var tiny = Canvas(size: Size(width: 3, height: 3))
        tiny.drawBox(Rect(x: 0, y: 0, width: 1, height: 3), style: Style())
        #expect(tiny.lines == ["   ", "   ", "   "])
    }

    @Test func wideCharacterTakesTwoCellsWithAContinuation() {
        var c = Canvas(size: Size(width: 6, height: 1))
        let used = c.draw("日本", at: .zero)
        #expect(used == 4)
        #expect(c[0, 0].width == 2)
        #expect(c[1, 0].isContinuation)
        #expect(c.line(0) == "日本  ")
    }

    @Test func wideCharacterCutByTheEdgeBecomesASpace() {
        var c = Canvas(size: Size(width: 3, height: 1))
        c.draw("a日本", at: .zero)
        #expect(c.line(0) == "a日")
        var d = Canvas(size: Size(width: 2, height: 1))
        d.draw("a日", at: .zero)
        #expect(d.line(0) == "a ")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var c = Canvas(size: Size(width: 4, height: 1))
        c.draw("日本", at: .zero)
        c.draw("x", at: Point(x: 1, y: 0))
        #expect(c.line(0) == " x本")
    }

    @Test func clipLimitsDrawing() {
        var c = Canvas(size: Size(width: 8, height: 1))
        c.draw("abcdef", at: .zero, clip: Rect(x: 2, y: 0, width: 2, height: 1))
        #expect(c.line(0) == "  cd    ")
    }

    @Test func clippedTextCutsWideCharactersAtBothEndsAndReportsItsWholeWidth() {
        var c = Canvas(size: Size(width: 8, height: 2))
        c.draw("日本語x", at: Point(x: 0, y: 0))
        let used = c.draw("abcdef", at: Point(x: -1, y: 0), clip: Rect(x: 1, y: 0, width: 4, height: 1))
        #expect(used == 6)
        #expect(c.line(0) == " cdef x ")
        #expect(c.draw("hidden", at: Point(x: 0, y: 1), clip: Rect(x: 0, y: 0, width: 8, height: 1)) == 6)
        #expect(c.line(1) == "        ")
        #expect(c.draw("far", at: Point(x: 9, y: 1)) == 3)
        #expect(c.line(1) == "        ")
    }

    @Test func fillAndRestyleKeepCharacters() {
        var c = Canvas(size: Size(width: 4, height: 2))
        c.fill(Rect(x: 0, y: 0, width: 4, height: 2), with: ".")
        c.restyle(Rect(x: 1, y: 1, width: 2, height: 1)) { $0.adding(.reverse) }
        #expect(c.text == "....\n....")
        #expect(c[1, 1].style.attributes.contains(.reverse))
        #expect(!c[0, 1].style.attributes.contains(.reverse))
    }

    @Test func combiningMarkStaysWithItsBase() {
        var c = Canvas(size: Size(width: 5, height: 1))
        c.draw("Cafe\u{301}!", at: .zero)
        #expect(c.line(0) == "Cafe\u{301}!")
    }

    @Test func styleCodeIsReadable() {
        let s = Style(foreground: .red, background: .default, attributes: [.bold, .underline])
        #expect(s.code == "red/default+bold+underline")
    }
}
