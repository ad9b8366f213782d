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

    public init(from old: Canvas?, to new: Canvas) {
        runs = []
        guard let old, old.size == new.size else {
            isFullRepaint = true
            for y in 0..<new.size.height {
                runs.append(
                    Run(x: 0, y: y, cells: (0..<new.size.width).map { new[$0, y] }.filter { !$0.isContinuation }))
            }
            return
        }
        isFullRepaint = false
        let w = new.size.width
        for y in 0..<new.size.height {
            var x = 0
            while x < w {
                guard Self.differs(old, new, x, y) else { x += 1; continue }
                var start = x
                if new[start, y].isContinuation && start > 0 { start -= 1 }
                var cells: [Cell] = []
                var end = start
                while end < w && (end == start || Self.differs(old, new, end, y) || new[end, y].isContinuation) {
                    if !new[end, y].isContinuation { cells.append(new[end, y]) }
                    end += 1
                }
                if let last = runs.last, last.y == y, last.x + Self.columns(last.cells) == start {
                    runs[runs.count - 1].cells += cells
                } else {
                    runs.append(Run(x: start, y: y, cells: cells))
                }
                x = end
            }
        }
    }

    private static func differs(_ a: Canvas, _ b: Canvas, _ x: Int, _ y: Int) -> Bool {
        a[x, y] != b[x, y]
    }

    static func columns(_ cells: [Cell]) -> Int { cells.reduce(0) { $0 + max(1, Int($1.width)) } }

    public var isEmpty: Bool { runs.isEmpty }
    /// Cells to write, counting a wide character once.
    public var changedCells: Int { runs.reduce(0) { $0 + $1.cells.count } }
}
