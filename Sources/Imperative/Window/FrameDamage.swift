import Terminal

/// The parts of the window the coming frame draws again, collected in the update phase:
/// where a panel's content was marked for display, where a panel moved, appeared or went
/// away. The window redraws its whole pipeline clipped to each rectangle, over the last
/// frame, so what it draws there is what a full redraw would draw; every other cell keeps
/// its value. Rectangles that overlap, or touch along a whole edge, are merged; past
/// `limit` rectangles they become their bounding box.
@MainActor
public final class FrameDamage {
    public private(set) var rects: [Rect] = []
    static let limit = 8

    public init() {}

    public var isEmpty: Bool { rects.isEmpty }

    public func add(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        var r = rect
        var i = 0
        while i < rects.count {
            let other = rects[i]
            if Self.contains(other, r) { return }
            if Self.merges(other, r) {
                r = other.union(r)
                rects.remove(at: i)
                i = 0
            } else {
                i += 1
            }
        }
        rects.append(r)
        if rects.count > Self.limit { rects = [rects.dropFirst().reduce(rects[0]) { $0.union($1) }] }
    }

    public func removeAll() { rects.removeAll() }

    private static func contains(_ a: Rect, _ b: Rect) -> Bool {
        a.minX <= b.minX && a.minY <= b.minY && a.maxX >= b.maxX && a.maxY >= b.maxY
    }

    /// Overlapping, or side by side along a whole shared edge (their union adds no cell).
    private static func merges(_ a: Rect, _ b: Rect) -> Bool {
        if !a.intersection(b).isEmpty { return true }
        let sameColumns = a.minX == b.minX && a.maxX == b.maxX
        let sameRows = a.minY == b.minY && a.maxY == b.maxY
        return (sameColumns && (a.maxY == b.minY || b.maxY == a.minY))
            || (sameRows && (a.maxX == b.minX || b.maxX == a.minX))
    }

}
