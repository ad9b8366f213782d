import Testing
@testable import Terminal

@Suite struct FrameDiffTests {
    @Test func firstFrameIsAFullRepaint() {
        let diff = FrameDiff(from: nil, to: Canvas(size: Size(width: 3, height: 2)))
        #expect(diff.isFullRepaint)
        #expect(diff.changedCells == 6)
    }

    @Test func identicalFramesHaveNoChanges() {
        var a = Canvas(size: Size(width: 5, height: 2))
        a.draw("hello", at: .zero)
        #expect(FrameDiff(from: a, to: a).isEmpty)
    }

    @Test func oneChangedCellIsOneRun() {
        let a = Canvas(size: Size(width: 10, height: 3))
        var b = a
        b.draw("x", at: Point(x: 4, y: 1))
        let diff = FrameDiff(from: a, to: b)
        #expect(diff.runs.count == 1)
        #expect(diff.runs[0].x == 4 && diff.runs[0].y == 1 && diff.runs[0].cells.count == 1)
    }

    @Test func changedStyleAloneIsAChange() {
        var a = Canvas(size: Size(width: 4, height: 1))
        a.draw("abcd", at: .zero)
        var b = a
        b.restyle(Rect(x: 2, y: 0, width: 1, height: 1)) { $0.adding(.bold) }
        let diff = FrameDiff(from: a, to: b)
        #expect(diff.changedCells == 1)
        #expect(diff.runs[0].x == 2)
    }

    @Test func wideCharacterIsWrittenOnceFromItsHead() {
        let a = Canvas(size: Size(width: 6, height: 1))
        var b = a
        b.draw("日", at: Point(x: 2, y: 0))
        let diff = FrameDiff(from: a, to: b)
        #expect(diff.runs.count == 1)
        #expect(diff.runs[0].x == 2)
        #expect(diff.runs[0].cells.map(\.character) == ["日"])
    }

    /// A wide character is one cell to write, though it covers two columns: what the
    /// backend counts as written is what it sends, in a first frame and in a diff alike.
    @MainActor @Test func aWideCharacterCountsAsOneChangedCell() {
        let blank = Canvas(size: Size(width: 6, height: 1))
        var wide = blank
        wide.draw("日本", at: Point(x: 1, y: 0))
        #expect(FrameDiff(from: blank, to: wide).changedCells == 2)
        #expect(FrameDiff(from: nil, to: wide).changedCells == 4)
        let backend = HeadlessBackend(size: Size(width: 6, height: 1))
        backend.present(Frame(canvas: blank, change: .whole(previous: nil)))
        backend.present(Frame(canvas: wide, change: .whole(previous: blank)))
        #expect(backend.cellsWritten == 6 + 2)
    }

    @Test func separateChangesOnARowAreSeparateRuns() {
        let a = Canvas(size: Size(width: 10, height: 1))
        var b = a
        b.draw("a", at: Point(x: 1, y: 0))
        b.draw("b", at: Point(x: 7, y: 0))
        #expect(FrameDiff(from: a, to: b).runs.map(\.x) == [1, 7])
    }

    @Test func resizeIsAFullRepaint() {
        let a = Canvas(size: Size(width: 4, height: 1))
        let b = Canvas(size: Size(width: 5, height: 1))
        #expect(FrameDiff(from: a, to: b).isFullRepaint)
    }

    @MainActor @Test func headlessBackendCountsOnlyChangedCells() {
        let backend = HeadlessBackend(size: Size(width: 10, height: 2))
        let first = Canvas(size: Size(width: 10, height: 2))
        backend.present(Frame(canvas: first, change: .whole(previous: nil)))
        #expect(backend.cellsWritten == 20)
        var second = first
        second.draw("ok", at: .zero)
        backend.present(Frame(canvas: second, change: .whole(previous: first)))
        #expect(backend.cellsWritten == 22)
        #expect(backend.screen == second)
    }
}
