/// A navigation transition as the interactive app shows it: a short move from the frame
/// before a push, pop, presentation or dismissal to the frame after, so a learner sees which
/// of the four happened. As in UIKit, a push slides the new screen in from the trailing edge
/// while the old one leaves by the leading edge, a pop slides back the other way, a
/// presentation covers from the bottom edge and a dismissal slides the presented screen down
/// out of sight; right-to-left mirrors the horizontal slides.
///
/// The one rule: a frame is a pure function of the two frames and the time elapsed —
/// `frame(at:)` reads nothing else and changes nothing — so a fake clock replays it exactly.
/// Only the rows whose text differs between the two frames move (a tab bar that stays the
/// same stays still; rows only dimmed under a sheet take their new colours at once); the
/// last row, the footer of key hints, shows the new frame at once.
public struct ScreenTransition: Sendable {
    /// Which of the four transitions happened: each moves its own way.
    public enum Kind: String, Sendable { case push, pop, present, dismiss }

    /// How long a transition lasts, in seconds: short enough never to hold a user up.
    public static let duration = 0.15

    public let kind: Kind
    public let from: Canvas
    public let to: Canvas
    /// When it started, on the clock `frame(at:)` is asked with.
    public let start: Double
    public let rightToLeft: Bool
    /// The rows that move: from the first to the last row whose text differs, the footer row left out.
    let rows: Range<Int>

    /// A transition between two frames of one size; nil when they differ in size or show the
    /// same thing (nothing would move).
    public init?(_ kind: Kind, from: Canvas, to: Canvas, start: Double, rightToLeft: Bool) {
        guard from.size == to.size, from.size.height > 1 else { return nil }
        let w = from.size.width
        func row(_ c: Canvas, _ y: Int) -> some Sequence<Character> {
            c.cells[y * w..<(y + 1) * w].lazy.map(\.character)
        }
        let changed = (0..<from.size.height - 1).filter { !row(from, $0).elementsEqual(row(to, $0)) }
        guard let first = changed.first, let last = changed.last else { return nil }
        self.kind = kind
        self.from = from
        self.to = to
        self.start = start
        self.rightToLeft = rightToLeft
        self.rows = first..<last + 1
    }

    /// How far along it is at `time`, from 0 to 1, eased out (fast first, settling at the end).
    public func progress(at time: Double) -> Double {
        if isFinished(at: time) { return 1 }
        let t = max(0, (time - start) / Self.duration)
        return 1 - (1 - t) * (1 - t)
    }

    /// True from `start + duration` on (a microsecond early, so sums of frame times that
    /// round below the end still end it).
    public func isFinished(at time: Double) -> Bool { time - start >= Self.duration - 1e-6 }

    /// The frame at `time`: the old frame at the start, the new one from the end on.
    public func frame(at time: Double) -> Canvas {
        let p = progress(at: time)
        if p >= 1 { return to }
        var out = to
        switch kind {
        case .push, .pop:
            let width = to.size.width
            let shift = Int((p * Double(width)).rounded())
            // A push moves content towards the leading edge: leftwards, or rightwards in
            // right-to-left. A pop moves it the other way.
            let leftwards = (kind == .push) != rightToLeft
            for y in rows {
                for x in 0..<width {
                    // Where column x's cell comes from: the old frame shifted by `shift`, and the
                    // new one following it in from the other edge.
                    let (canvas, sx): (Canvas, Int)
                    if leftwards {
                        (canvas, sx) = x + shift < width ? (from, x + shift) : (to, x + shift - width)
                    } else {
                        (canvas, sx) = x < shift ? (to, x - shift + width) : (from, x - shift)
                    }
                    Self.copy(canvas, sx, y, to: &out, x, y, startsSegment: x == 0 || x == width - shift || x == shift)
                }
            }
        case .present, .dismiss:
            let height = rows.count
            // A presentation rises over the old frame from the bottom; a dismissal sinks.
            let risen = Int(((kind == .present ? p : 1 - p) * Double(height)).rounded())
            let (above, rising) = kind == .present ? (from, to) : (to, from)
            for (i, y) in rows.enumerated() {
                let fromRow = i >= height - risen ? rows.lowerBound + i - (height - risen) : y
                let canvas = i >= height - risen ? rising : above
                for x in 0..<to.size.width {
                    Self.copy(canvas, x, fromRow, to: &out, x, y, startsSegment: x == 0)
                }
            }
        }
        return out
    }

    /// Copies the cell at (sx, sy) of `canvas` to (x, y) of `out`. A wide character's second
    /// half came with its first (`Canvas.set` places both); at the start of a segment, where
    /// its first half is cut off, it becomes a space.
    private static func copy(
        _ canvas: Canvas, _ sx: Int, _ sy: Int, to out: inout Canvas, _ x: Int, _ y: Int,
        startsSegment: Bool
    ) {
        let cell = canvas[sx, sy]
        if cell.isContinuation {
            if startsSegment { out.set(Cell(" ", style: cell.style), x: x, y: y) }
            return
        }
        out.set(cell, x: x, y: y)
    }
}
