/// Box drawing: the one place frames, cards, sheets and panels get their lines.
extension Canvas {
    /// Corner style of a box: `┌┐└┘` or rounded `╭╮╰╯`.
    public enum BoxCorners: Sendable { case square, rounded }

    /// The corners, top-left, top-right, bottom-left, bottom-right, of each style.
    private static let squareCorners: [Glyph] = ["┌", "┐", "└", "┘"].map { Glyph($0) }
    private static let roundedCorners: [Glyph] = ["╭", "╮", "╰", "╯"].map { Glyph($0) }

    /// Draws the outline of `rect` (nothing when it is smaller than 2x2), clipped to `clip`.
    /// The lines are runs of one glyph each, filled as such: no text is formed or measured.
    public mutating func drawBox(_ rect: Rect, style: Style, corners: BoxCorners = .square, clip: Rect? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let area = clip.map { $0.intersection(rect) } ?? rect
        guard !area.isEmpty else { return }
        let inner = Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
        for y in [rect.y, rect.maxY - 1] {
            fill(Rect(x: inner.x, y: y, width: inner.width, height: 1).intersection(area), with: "─", style: style)
        }
        for x in [rect.x, rect.maxX - 1] {
            fill(Rect(x: x, y: inner.y, width: 1, height: inner.height).intersection(area), with: "│", style: style)
        }
        let glyphs = corners == .rounded ? Self.roundedCorners : Self.squareCorners
        let points = [
            Point(x: rect.x, y: rect.y), Point(x: rect.maxX - 1, y: rect.y),
            Point(x: rect.x, y: rect.maxY - 1), Point(x: rect.maxX - 1, y: rect.maxY - 1),
        ]
        for (glyph, point) in zip(glyphs, points) {
            set(Cell(glyph: glyph, style: style), x: point.x, y: point.y, clip: area)
        }
    }
}
