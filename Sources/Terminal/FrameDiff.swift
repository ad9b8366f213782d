import Foundation

/// The difference between two frames as runs of changed cells, row by row.
/// A backend writes only these runs: a frame that changed one row costs one row.
///
/// The changed cells are kept in one array, run after run, and each run is a span of it:
/// a diff of many short runs (a list scrolled by a row) allocates once, not once a run.
public struct FrameDiff: Equatable, Sendable {
    /// Consecutive changed cells on one row, starting at `x`. Continuation cells are
    /// left out: writing a wide head covers them.
    public struct Run: Equatable, Sendable {
        public var x: Int
        public var y: Int
        public var cells: [Cell]
    }

    /// A run: where it starts, the column after its last cell, and its cells in `cells`.
    private struct Span: Equatable, Sendable {
        var x: Int
        var y: Int
        var end: Int
        var cells: Range<Int>
    }

    /// Every changed cell, run after run.
    private var cells: [Cell] = []
    private var spans: [Span] = []
    /// True when the size changed and everything must be written.
    public private(set) var isFullRepaint: Bool

    /// The runs, each with a copy of its cells.
    public var runs: [Run] { spans.map { Run(x: $0.x, y: $0.y, cells: Array(cells[$0.cells])) } }

    /// Calls `body` with each run in screen order: its start and its cells, without copying them.
    public func forEachRun(_ body: (_ x: Int, _ y: Int, _ cells: UnsafeBufferPointer<Cell>) -> Void) {
        cells.withUnsafeBufferPointer { all in
            for span in spans {
                body(span.x, span.y, UnsafeBufferPointer(rebasing: all[span.cells]))
            }
        }
    }

    /// The runs that turn `old` into `new`; every cell when `old` is nil or another size.
    public init(from old: Canvas?, to new: Canvas) {
        self.init(Frame(canvas: new, change: .whole(previous: old)))
    }

    /// The runs that turn the frame before into `frame`: compared cell by cell only where
    /// `frame` says it was drawn again, every cell when it was drawn from scratch over a
    /// frame of another size or none.
    public init(_ frame: Frame) {
        let new = frame.canvas
        let width = new.size.width
        switch frame.change {
        case .whole(let old?) where old.size == new.size:
            isFullRepaint = false
            // A frame drawn from scratch usually changed much of the screen (a trait, a
            // transition): room for all of it at once instead of growing run by run.
            cells.reserveCapacity(new.cells.count)
            spans.reserveCapacity(new.size.height)
            old.cells.withUnsafeBufferPointer { old in
                for y in 0..<new.size.height { scan(y, 0..<width, of: new, before: old.baseAddress! + y * width) }
            }
        case .whole:
            isFullRepaint = true
            cells.reserveCapacity(new.cells.count)
            new.cells.withUnsafeBufferPointer { all in
                for y in 0..<new.size.height { append(all.baseAddress! + y * width, 0..<width, y: y) }
            }
        case .redrawn(let rects, let before):
            isFullRepaint = false
            cells.reserveCapacity(rects.reduce(0) { $0 + $1.width * $1.height })
            spans.reserveCapacity(rects.reduce(0) { $0 + $1.height })
            // Top to bottom, so the runs come out in screen order unless rectangles share rows.
            for (rect, cells) in zip(rects, before).sorted(by: { ($0.0.minY, $0.0.minX) < ($1.0.minY, $1.0.minX) }) {
                cells.cells.withUnsafeBufferPointer { old in
                    for y in rect.minY..<rect.maxY {
                        // Column x of the row as it was is at `row + x`.
                        let row = old.baseAddress! + (y - rect.minY) * rect.width - rect.minX
                        scan(y, rect.minX..<rect.maxX, of: new, before: row)
                    }
                }
            }
            // Rectangles side by side on a row gave runs out of order, and maybe touching.
            if rects.count > 1, !spansAreInOrder { sortAndJoinSpans() }
        }
    }

    /// Appends the runs of row `y` within `columns`, where `new` differs from `before` (the
    /// row as it was: column x at `before + x`). A run that starts on the second half of a wide
    /// character starts at its head, and one ends only past the continuation cells of its last
    /// character. A row whose cells are all as they were (most of a damaged area) is passed
    /// over by one comparison of its memory.
    private mutating func scan(_ y: Int, _ columns: Range<Int>, of new: Canvas, before: UnsafePointer<Cell>) {
        let width = new.size.width
        new.cells.withUnsafeBufferPointer { cells in
            let row = cells.baseAddress! + y * width
            let from = columns.lowerBound
            if memcmp(row + from, before + from, columns.count * MemoryLayout<Cell>.stride) == 0 { return }
            var x = from
            while x < columns.upperBound {
                guard !Cell.sameBytes(row + x, before + x) else { x += 1; continue }
                var start = x
                if row[start].isContinuation && start > 0 { start -= 1 }
                var end = start
                while end < width
                    && (end == start || (end < columns.upperBound && !Cell.sameBytes(row + end, before + end))
                        || row[end].isContinuation)
                {
                    end += 1
                }
                append(row, start..<end, y: y)
                x = end
            }
        }
    }

    /// Appends the cells of `row` in `columns` that are not the second half of a wide
    /// character, as a run of its own or the end of the last run when it ends where they start.
    private mutating func append(_ row: UnsafePointer<Cell>, _ columns: Range<Int>, y: Int) {
        let first = cells.count
        let all = UnsafeBufferPointer(start: row + columns.lowerBound, count: columns.count)
        if all.contains(where: { $0.width == 0 }) {
            for cell in all where !cell.isContinuation { cells.append(cell) }
        } else {
            cells.append(contentsOf: all)
        }
        if let last = spans.last, last.y == y, last.end == columns.lowerBound, last.cells.upperBound == first {
            spans[spans.count - 1].end = columns.upperBound
            spans[spans.count - 1].cells = last.cells.lowerBound..<cells.count
        } else {
            spans.append(Span(x: columns.lowerBound, y: y, end: columns.upperBound, cells: first..<cells.count))
        }
    }

    /// True when each run starts after the one before it ends: in screen order, none touching.
    private var spansAreInOrder: Bool {
        zip(spans, spans.dropFirst()).allSatisfy { a, b in (a.y, a.end) < (b.y, b.x) }
    }

    /// Puts the runs in screen order and joins runs that touch, their cells in that order.
    private mutating func sortAndJoinSpans() {
        let sorted = spans.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        let old = cells
        cells.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        for span in sorted {
            let first = cells.count
            cells.append(contentsOf: old[span.cells])
            if let last = spans.last, last.y == span.y, last.end == span.x {
                spans[spans.count - 1].end = span.end
                spans[spans.count - 1].cells = last.cells.lowerBound..<cells.count
            } else {
                spans.append(Span(x: span.x, y: span.y, end: span.end, cells: first..<cells.count))
            }
        }
    }

    public var isEmpty: Bool { spans.isEmpty }
    /// Cells to write, counting a wide character once.
    public var changedCells: Int { cells.count }
    /// Cells to write on row `y`.
    func changedCells(onRow y: Int) -> Int { spans.reduce(0) { $0 + ($1.y == y ? $1.cells.count : 0) } }
}
