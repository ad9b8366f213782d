/// A frame to present: its cells, and what changed since the frame the terminal shows, so
/// a backend compares only where something was drawn again (`FrameDiff(_:)`).
///
/// Whoever renders frames keeps the last one and draws the next over it: the frame is held
/// once. What the terminal needs of the frame before is carried here, small — the cells the
/// redraw replaced inside its damage — or, for a frame drawn from scratch, the whole frame
/// before it, which its renderer no longer needs.
public struct Frame: Sendable {
    public var canvas: Canvas
    public var change: Change

    /// How the frame came from the one before it.
    public enum Change: Sendable {
        /// Drawn from scratch (or not the frame before: a transition's): `previous` is what the
        /// terminal showed before, nil when unknown (the first frame), and anything may differ.
        case whole(previous: Canvas?)
        /// The frame before with only `rects` drawn again; `before` holds their cells as they
        /// were, one canvas a rectangle. Every cell outside them is the frame before's.
        case redrawn(rects: [Rect], before: [Canvas])
    }

    public init(canvas: Canvas, change: Change) {
        self.canvas = canvas
        self.change = change
    }

    /// What a frame drawn over `previous` in `damage` carries of it: the rectangles, and their
    /// cells in `previous`. Drawing clipped to a rectangle may blank the other half of a wide
    /// character one column outside it (`Canvas.set`), so each rectangle is widened by a column
    /// on either side; widened rectangles that overlap become one, so no cell is compared twice.
    public static func damage(_ damage: [Rect], of previous: Canvas) -> (rects: [Rect], before: [Canvas]) {
        var rects: [Rect] = []
        for rect in damage {
            var r = Rect(x: rect.minX - 1, y: rect.minY, width: rect.width + 2, height: rect.height)
                .intersection(previous.bounds)
            guard !r.isEmpty else { continue }
            while let i = rects.firstIndex(where: { !$0.intersection(r).isEmpty }) { r = r.union(rects.remove(at: i)) }
            rects.append(r)
        }
        return (rects, rects.map { previous.copy(of: $0) })
    }

    /// Row `y` of the frame before, nil when unknown: the whole frame before it, or the rows
    /// of this frame with what the damaged rectangles covered before.
    public func rowBefore(_ y: Int) -> [Cell]? {
        switch change {
        case .whole(let previous):
            guard let previous, previous.size == canvas.size else { return nil }
            return previous.cells(ofRow: y)
        case .redrawn(let rects, let before):
            var row = canvas.cells(ofRow: y)
            for (rect, cells) in zip(rects, before) where rect.minY <= y && y < rect.maxY {
                for x in rect.minX..<rect.maxX { row[x] = cells[x - rect.minX, y - rect.minY] }
            }
            return row
        }
    }
}
