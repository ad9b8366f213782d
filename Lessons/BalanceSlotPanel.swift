import Imperative
import Terminal

/// A slot of fixed size, as a container view laid out in a storyboard has: a rounded box
/// titled `Balance`, drawn the imperative way, with whatever is added to it laid out inside
/// the box's border. The two child-host lessons embed their card in one.
@MainActor
final class BalanceSlotPanel: Panel {
    private let size: Size

    init(size: Size) {
        self.size = size
        super.init()
        backgroundColor = .clear
    }

    override var intrinsicContentSize: Size? { size }

    override func layoutSubviews() {
        for panel in subviews { panel.frame = bounds.inset(top: 1, leading: 1, bottom: 1, trailing: 1) }
    }

    override func draw(in context: inout DrawContext) {
        let palette = context.palette
        context.drawBox(bounds, style: palette.text.with(foreground: palette.separator), corners: .rounded)
        context.draw(
            " Balance ", at: Point(x: context.mirroredX(2, width: 9, in: bounds.width), y: 0),
            style: palette.secondaryText)
    }
}
