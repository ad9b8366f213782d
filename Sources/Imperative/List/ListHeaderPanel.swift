import Terminal

/// A section's header row: its title in the secondary style, bold, at the leading edge.
@MainActor
final class ListHeaderPanel: Panel {
    var title = "" {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    override func draw(in context: inout DrawContext) {
        let text = DisplayWidth.truncate(title, to: max(0, bounds.width - 2))
        let w = DisplayWidth.of(text)
        context.draw(
            text, at: Point(x: context.mirroredX(1, width: w, in: bounds.width), y: 0),
            style: context.palette.secondaryText.adding(.bold))
    }
}
