import Terminal

/// Mirrors UIScrollView's vertical scroll indicator, kept in view as terminal lists keep
/// theirs: a track in the trailing column of the rows with a thumb as long as the share of
/// the rows shown and placed where they are, and below the rows the position of the
/// selection, `row/total` (`3/1000`), at the trailing edge. A list that fits shows none.
/// Right-to-left puts both at the left.
@MainActor
final class ScrollIndicator: Panel {
    /// The first row shown, how many rows are shown, how many there are, and the selected row.
    var firstVisible = 0, visibleRows = 0, total = 0, selected = 0

    override init() {
        super.init()
        backgroundColor = .clear
    }

    /// The rows the thumb covers: at least one, as long as the share shown.
    var thumb: Range<Int> {
        guard total > visibleRows, visibleRows > 0 else { return 0 ..< visibleRows }
        let length = max(1, visibleRows * visibleRows / total)
        let room = visibleRows - length
        let start = Int((Double(firstVisible) / Double(total - visibleRows) * Double(room)).rounded())
        return min(start, room) ..< min(start, room) + length
    }

    /// `3/1000`: the selected row, counted from 1, of all.
    var position: String { "\(selected + 1)/\(total)" }

    override func draw(in context: inout DrawContext) {
        guard total > visibleRows, visibleRows > 0, bounds.width >= 2 else { return }
        let palette = context.palette
        let x = context.mirroredX(bounds.width - 1, width: 1, in: bounds.width)
        let thumb = self.thumb
        for y in 0 ..< visibleRows {
            // On the row's own background; on the selected row's highlight, in its text colour.
            let below = context.canvas[context.origin.x + x, context.origin.y + y].style
            let onSelection = below.background == palette.selection
            let colour = onSelection ? palette.fillLabel : thumb.contains(y) ? palette.secondaryLabel : palette.separator
            context.draw(thumb.contains(y) ? "┃" : "│", at: Point(x: x, y: y),
                         style: below.with(foreground: colour).removing(.underline))
        }
        context.fill(Rect(x: 0, y: visibleRows, width: bounds.width, height: 1), style: palette.text)
        let text = DisplayWidth.truncate(position, to: bounds.width - 1)
        let w = DisplayWidth.of(text)
        context.draw(text, at: Point(x: context.mirroredX(bounds.width - 1 - w, width: w, in: bounds.width), y: visibleRows),
                     style: palette.secondaryText)
    }
}
