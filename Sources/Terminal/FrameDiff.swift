import Foundation

/// The difference between two frames as runs of changed cells, row by row.
/// A backend writes only these runs: a frame that changed one row costs one row.
public struct FrameDiff: Equatable, Sendable {
    /// Consecutive changed cells on one row, starting at `x`. Continuation cells are
    /// left out: writing a wide head covers them.
    public struct Run: Equatable, Sendable {
        public var x: Int
        public var y: Int
        public var cells: [Cell]
    }

    public private(set) var runs: [Run]
    /// True when the size changed and everything must be written.
    public private(set) var isFullRepaint: Bool

    /// The runs that turn `old` into `new`; every cell when `old` is nil or another size.
    public init(from old: Canvas?, to new: Canvas) {
        self.init(Frame(canvas: new, change: .whole(previous: old)))
    }

    /// The runs that turn the frame before into `frame`: compared cell by cell only where
    /// `frame` says it was drawn again, every cell when it was drawn from scratch over a
    /// frame of another size or none.
    public init(_ frame: Frame) {
        runs = []
        let new = frame.canvas
        let width = new.size.width
        switch frame.change {
        case .whole(let old?) where old.size == new.size:
            isFullRepaint = false
            old.cells.withUnsafeBufferPointer { old in
                for y in 0..<new.size.height { scan(y, 0..<width, of: new, before: old.baseAddress! + y * width) }
            }
        case .whole:
            isFullRepaint = true
            for y in 0..<new.size.height {
                runs.append(Run(x: 0, y: y, cells: new.cells(ofRow: y).filter { !$0.isContinuation }))
            }
        case .redrawn(let rects, let before):
            isFullRepaint = false
            for (rect, cells) in zip(rects, before) {
                cells.cells.withUnsafeBufferPointer { old in
                    for y in rect.minY..<rect.maxY {
                        // Column x of the row as it was is at `row + x`.
                        let row = old.baseAddress! + (y - rect.minY) * rect.width - rect.minX
                        scan(y, rect.minX..<rect.maxX, of: new, before: row)
                    }
                }
            }
            // Rectangles side by side on a row gave runs out of order, and maybe touching.
            if rects.count > 1 { sortAndJoinRuns() }
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
                guard row[x] != before[x] else { x += 1; continue }
                var start = x
                if row[start].isContinuation && start > 0 { start -= 1 }
                var end = start
                while end < width
                    && (end == start || (end < columns.upperBound && row[end] != before[end])
                        || row[end].isContinuation)
                {
                    end += 1
                }
                if let last = runs.last, last.y == y, last.x + Self.columns(last.cells) == start {
                    Self.append(row, start..<end, to: &runs[runs.count - 1].cells)
                } else {
                    var changed: [Cell] = []
                    Self.append(row, start..<end, to: &changed)
                    runs.append(Run(x: start, y: y, cells: changed))
                }
                x = end
            }
        }
    }

    /// Appends the cells of `row` in `columns` that are not the second half of a wide character.
    private static func append(_ row: UnsafePointer<Cell>, _ columns: Range<Int>, to cells: inout [Cell]) {
        cells.reserveCapacity(cells.count + columns.count)
        for x in columns where !row[x].isContinuation { cells.append(row[x]) }
    }

    /// Puts the runs in screen order and joins runs that touch.
    private mutating func sortAndJoinRuns() {
        runs.sort { ($0.y, $0.x) < ($1.y, $1.x) }
        var joined: [Run] = []
        joined.reserveCapacity(runs.count)
        for run in runs {
            if let last = joined.last, last.y == run.y, last.x + Self.columns(last.cells) == run.x {
                joined[joined.count - 1].cells += run.cells
            } else {
                joined.append(run)
            }
        }
        runs = joined
    }

    static func columns(_ cells: [Cell]) -> Int { cells.reduce(0) { $0 + max(1, Int($1.width)) } }

    public var isEmpty: Bool { runs.isEmpty }
    /// Cells to write, counting a wide character once.
    public var changedCells: Int { runs.reduce(0) { $0 + $1.cells.count } }
}
