/// Box drawing: the one place frames, cards, sheets and panels get their lines.
extension Canvas {
    /// Corner style of a box: `┌┐└┘` or rounded `╭╮╰╯`.
    public enum BoxCorners: Sendable { case square, rounded }

    /// Draws the outline of `rect` (nothing when it is smaller than 2x2), clipped to `clip`.
    public mutating func drawBox(_ rect: Rect, style: Style, corners: BoxCorners = .square, clip: Rect? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let (tl, tr, bl, br): (String, String, String, String) =
            corners == .rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        let bar = String(repeating: "─", count: rect.width - 2)
        draw(tl + bar + tr, at: Point(x: rect.x, y: rect.y), style: style, clip: clip)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            draw("│", at: Point(x: rect.x, y: y), style: style, clip: clip)
            draw("│", at: Point(x: rect.maxX - 1, y: y), style: style, clip: clip)
        }
        draw(bl + bar + br, at: Point(x: rect.x, y: rect.maxY - 1), style: style, clip: clip)
    }
}
