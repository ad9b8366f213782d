import Terminal

/// Mirrors UIScrollView's vertical scroll indicator, kept in view as terminal lists keep
/// theirs: a track in the trailing column of the rows with a thumb as long as the share of
/// the rows shown and placed where they are, and below the rows the position of the
/// selection, `row/total` (`3/1000`), at the trailing edge. A list that fits shows none.
/// Right-to-left puts both at the left.
/// Two panels show it, each redrawn alone when what it shows changes: the track (a column
/// beside the rows) and the position (the row below them).
@MainActor
final class ScrollIndicator: Panel {
    enum Part { case track, position }
    let part: Part
    /// The first line shown, how many lines are shown and how many there are (estimated,
    /// for rows of several lines), the selected item and how many items there are.
    var firstVisible = 0, visibleRows = 0, total = 0, selected = 0, itemCount = 0

    init(_ part: Part) {
        self.part = part
        super.init()
        backgroundColor = .clear
    }

    /// Shows the list's place; marks the panel for display when what it draws changed.
    func show(firstVisible: Int, visibleRows: Int, contentRows total: Int, selected: Int, itemCount: Int) {
        let track = (firstVisible, visibleRows, total)
        let changed =
            part == .track
            ? track != (self.firstVisible, self.visibleRows, self.total)
            : (itemCount, selected) != (self.itemCount, self.selected) || visibleRows != self.visibleRows
        (self.firstVisible, self.visibleRows, self.total, self.selected, self.itemCount) = (
            firstVisible, visibleRows, total, selected, itemCount
        )
        if changed { setNeedsDisplay() }
    }

    /// The rows the thumb covers: at least one, as long as the share shown.
    var thumb: Range<Int> {
        guard total > visibleRows, visibleRows > 0 else { return 0..<visibleRows }
        let length = max(1, visibleRows * visibleRows / total)
        let room = visibleRows - length
        let start = Int((Double(firstVisible) / Double(total - visibleRows) * Double(room)).rounded())
        return min(start, room)..<min(start, room) + length
    }

    /// `3/1000`: the selected row, counted from 1, of all.
    var position: String { "\(selected + 1)/\(itemCount)" }

    override func draw(in context: inout DrawContext) {
        guard total > visibleRows, visibleRows > 0, bounds.width >= 1 else { return }
        switch part {
        case .track: drawTrack(&context)
        case .position: drawPosition(&context)
        }
    }

    /// The track down the column, the thumb on it; on the selected row's highlight in the
    /// highlight's text colour. Only the rows inside the clip are drawn.
    private func drawTrack(_ context: inout DrawContext) {
        let palette = context.palette
        let thumb = self.thumb
        let rows =
            max(
                0, context.clip.minY - context.origin.y)..<min(
                visibleRows, bounds.height, context.clip.maxY - context.origin.y)
        for y in rows {
            let below =
                context.canvas.bounds.contains(Point(x: context.origin.x, y: context.origin.y + y))
                ? context.canvas[context.origin.x, context.origin.y + y].style : palette.text
            let onSelection = below.background == palette.selection
            let colour =
                onSelection ? palette.fillLabel : thumb.contains(y) ? palette.secondaryLabel : palette.separator
            context.set(
                Cell(
                    glyph: thumb.contains(y) ? Self.thumbGlyph : Self.trackGlyph,
                    style: below.with(foreground: colour).removing(.underline)),
                at: Point(x: 0, y: y))
        }
    }

    private static let thumbGlyph = Glyph("┃")
    private static let trackGlyph = Glyph("│")

    /// `row/total` at the trailing edge of the row.
    private func drawPosition(_ context: inout DrawContext) {
        context.fill(bounds, style: context.palette.text)
        let text = DisplayWidth.truncate(position, to: max(0, bounds.width - 1))
        let w = DisplayWidth.of(text)
        context.draw(
            text, at: Point(x: context.mirroredX(bounds.width - 1 - w, width: w, in: bounds.width), y: 0),
            style: context.palette.secondaryText)
    }
}
