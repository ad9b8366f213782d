import Testing
import TestSupport
@testable import Terminal

/// The frame diff is right when a terminal that had the old frame and is sent only the
/// diff's runs shows the new frame. `TerminalModel` is that terminal, written apart from
/// `Canvas`: it starts from the old frame (blank after a full repaint, which erases first, as
/// the curses backend does), writes each run's cells from the run's column, a wide character
/// covering two columns, and blanks the other half of a wide character it overwrites half
/// of, as a real terminal does. Random frame pairs — wide characters, combining marks,
/// emoji, styles, small edits and whole redraws, and resizes — must all come out whole.
@Suite struct FrameDiffPropertyTests {
    /// A terminal's screen: what it shows after being sent runs of cells.
    struct TerminalModel {
        let width: Int, height: Int
        var cells: [Cell]

        init(showing frame: Canvas?, size: Size, fullRepaint: Bool) {
            width = size.width
            height = size.height
            cells = fullRepaint || frame == nil ? Array(repeating: .blank, count: width * height) : frame!.cells
        }

        mutating func write(_ diff: FrameDiff) {
            for run in diff.runs {
                var x = run.x
                for cell in run.cells {
                    put(cell, x: x, y: run.y)
                    x += max(1, Int(cell.width))
                }
            }
        }

        private mutating func put(_ cell: Cell, x: Int, y: Int) {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "a run writes outside the screen at \(x),\(y)")
            precondition(!cell.isContinuation, "a run writes a continuation cell at \(x),\(y)")
            breakWide(x: x, y: y)
            cells[y * width + x] = cell
            if cell.width == 2 {
                precondition(x + 1 < width, "a wide character written in the last column at \(x),\(y)")
                breakWide(x: x + 1, y: y)
                cells[y * width + x + 1] = Cell(" ", style: cell.style, width: 0)
            }
        }

        /// A terminal blanks what is left of a wide character when half of it is overwritten.
        private mutating func breakWide(x: Int, y: Int) {
            let i = y * width + x
            if cells[i].width == 2, x + 1 < width { cells[i + 1] = Cell(" ", style: cells[i + 1].style) }
            if cells[i].width == 0, x > 0 { cells[i - 1] = Cell(" ", style: cells[i - 1].style) }
        }
    }

    static let texts = [
        "a", "abc", "hello world", "日本語", "ｆｕｌｌ", "e\u{301}", "a\u{308}o\u{308}",
        "👍🏽", "👨‍👩‍👧", "🇯🇵", "x日y", "—", "│ ─ ┼",
        "مرحبا", "Z\u{336}a\u{335}", "   ", "😀😃😄",
    ]
    static let styles: [Style] = [
        .plain, Style(attributes: .bold), Style(attributes: .reverse),
        Style(foreground: CellColor(index: 203)), Style(background: CellColor(index: 22), attributes: .underline),
        Style(attributes: .highlight),
    ]

    static func randomFrame(_ size: Size, from base: Canvas? = nil, edits: Int, rng: inout SeededGenerator) -> Canvas {
        var frame = base ?? Canvas(size: size)
        for _ in 0..<edits {
            let point = Point(
                x: Int.random(in: -2..<size.width + 1, using: &rng), y: Int.random(in: 0..<size.height, using: &rng))
            let style = styles.randomElement(using: &rng)!
            switch Int.random(in: 0..<10, using: &rng) {
            case 0:
                let rect = Rect(
                    x: point.x, y: point.y, width: Int.random(in: 1...size.width, using: &rng),
                    height: Int.random(in: 1...size.height, using: &rng))
                frame.fill(rect, with: [" ", "·", "x"].randomElement(using: &rng)!, style: style)
            case 1:
                frame.restyle(Rect(x: point.x, y: point.y, width: Int.random(in: 1...8, using: &rng), height: 1)) {
                    $0.adding(.bold)
                }
            default:
                frame.draw(texts.randomElement(using: &rng)!, at: point, style: style)
            }
        }
        return frame
    }

    static func check(old: Canvas?, new: Canvas) -> String? {
        let diff = FrameDiff(from: old, to: new)
        var terminal = TerminalModel(showing: old, size: new.size, fullRepaint: diff.isFullRepaint)
        terminal.write(diff)
        for y in 0..<new.size.height {
            for x in 0..<new.size.width where !Self.shows(terminal.cells[y * new.size.width + x], new[x, y]) {
                return "cell \(x),\(y) shows \(terminal.cells[y * new.size.width + x]) instead of \(new[x, y])"
                    + "\nold: \(old?.line(y) ?? "none")\nnew: \(new.line(y))"
            }
        }
        return nil
    }

    /// Whether a terminal cell shows `expected`: a continuation shows nothing of its own (its
    /// head's style covers both columns), so any continuation matches one.
    static func shows(_ cell: Cell, _ expected: Cell) -> Bool {
        cell == expected || (cell.isContinuation && expected.isContinuation)
    }

    @Test(arguments: 0..<8)
    func theRunsAppliedToTheOldFrameGiveTheNewFrame(seed: Int) {
        var rng = SeededGenerator(state: UInt64(seed) &* 7919 &+ 1)
        for round in 0..<300 {
            let size = Size(width: Int.random(in: 1...30, using: &rng), height: Int.random(in: 1...6, using: &rng))
            let old = Self.randomFrame(size, edits: Int.random(in: 0...20, using: &rng), rng: &rng)
            let new: Canvas
            switch Int.random(in: 0..<6, using: &rng) {
            case 0:  // a resize
                let resized = Size(
                    width: Int.random(in: 1...30, using: &rng), height: Int.random(in: 1...6, using: &rng))
                new = Self.randomFrame(resized, edits: Int.random(in: 0...20, using: &rng), rng: &rng)
            case 1:  // a whole new frame of the same size
                new = Self.randomFrame(size, edits: Int.random(in: 0...20, using: &rng), rng: &rng)
            default:  // a few edits over the old frame
                new = Self.randomFrame(size, from: old, edits: Int.random(in: 1...4, using: &rng), rng: &rng)
            }
            if let problem = Self.check(old: old, new: new) {
                Issue.record("seed \(seed) round \(round), \(old.size) → \(new.size): \(problem)")
                return
            }
            #expect(Self.check(old: nil, new: new) == nil, "a first frame is drawn whole")
        }
    }

    /// The blind spot a cell count left: the last cells of a long run must be written.
    @Test func aLongRunIsWrittenToItsLastCell() {
        var old = Canvas(size: Size(width: 12, height: 1))
        old.draw("abcdefghijkl", at: .zero)
        var new = old
        new.draw("XYZW", at: Point(x: 3, y: 0))
        #expect(Self.check(old: old, new: new) == nil)
        #expect(FrameDiff(from: old, to: new).runs.map(\.cells.count) == [4])
    }

    /// Changes that touch across a wide character are one run: 日 restyled, then 本 whose
    /// right half alone changed style — the run steps back to 本's head, right where the run
    /// of 日 ended (two columns on), and joins it.
    @Test func runsThatTouchAcrossAWideCharacterJoin() {
        var old = Canvas(size: Size(width: 6, height: 1))
        old.draw("日本x", at: .zero)
        var new = old
        new.restyle(Rect(x: 0, y: 0, width: 2, height: 1)) { $0.adding(.bold) }
        new.restyle(Rect(x: 3, y: 0, width: 1, height: 1)) { $0.adding(.underline) }
        let diff = FrameDiff(from: old, to: new)
        #expect(diff.runs.count == 1)
        #expect(diff.runs.first?.cells.map(\.character) == ["日", "本"])
        #expect(Self.check(old: old, new: new) == nil)
    }

    /// A narrow character over the right half of a wide one: the terminal loses the wide
    /// character's head, so the diff must write the head's new content too.
    @Test func overwritingHalfAWideCharacterRewritesItsNeighbour() {
        var old = Canvas(size: Size(width: 6, height: 1))
        old.draw("a日b", at: .zero)
        var new = old
        new.draw("x", at: Point(x: 2, y: 0))
        #expect(Self.check(old: old, new: new) == nil)
        var wider = old
        wider.draw("本", at: Point(x: 2, y: 0))
        #expect(Self.check(old: old, new: wider) == nil)
    }
}
