import Imperative
import Terminal

/// The lesson screen's root panel. Regular width: the explanation in a side column and the
/// demonstration's stage, framed, beside it. Compact width: the explanation above the stage.
/// The ownership strip takes the bottom row in both.
@MainActor
final class LessonPanel: Panel {
    let text: LessonTextPanel
    let strip: OwnershipStripPanel
    /// The stage's view, framed and labelled `Demonstration`.
    var stage: Panel? {
        didSet {
            oldValue?.removeFromSuperview()
            if let stage { addSubview(stage) }
            setNeedsLayout()
        }
    }
    /// The device's status line over the stage, when the demonstration shows one.
    var statusBar: StatusBarPanel? {
        didSet {
            oldValue?.removeFromSuperview()
            if let statusBar { addSubview(statusBar) }
            setNeedsLayout()
        }
    }
    private var stageFrame = Rect.zero

    init(text: LessonTextPanel, strip: OwnershipStripPanel) {
        self.text = text
        self.strip = strip
        super.init()
        addSubview(text)
        addSubview(strip)
    }

    /// The widest explanation column in regular width.
    static let columnWidth = 50
    /// The fewest rows the framed stage keeps in compact width: its border, the bar and four
    /// rows of the demonstration. The explanation gets the rest and makes room for its
    /// running code (`LessonTextPanel`).
    static let compactStageHeight = 7

    override func layoutSubviews() {
        let area = bounds.inset(by: safeAreaInsets)
        let body = Rect(x: area.x, y: area.y, width: area.width, height: max(0, area.height - 1))
        strip.frame = Rect(x: area.x, y: body.maxY, width: area.width, height: min(1, area.height))
        let rtl = viewController?.traitCollection.layoutDirection == .rightToLeft
        if viewController?.traitCollection.horizontalSizeClass == .regular {
            let w = min(Self.columnWidth, body.width * 2 / 5)
            text.frame = Rect(x: rtl ? body.maxX - w : body.x, y: body.y, width: w, height: body.height)
            stageFrame = Rect(x: rtl ? body.x : body.x + w, y: body.y, width: body.width - w, height: body.height)
        } else {
            let wanted = text.sizeThatFits(Size(width: body.width, height: body.height)).height
            let h = min(wanted, max(0, body.height - Self.compactStageHeight))
            text.frame = Rect(x: body.x, y: body.y, width: body.width, height: h)
            stageFrame = Rect(x: body.x, y: body.y + h, width: body.width, height: body.height - h)
        }
        let inside = stageFrame.inset(top: 1, leading: 1, bottom: 1, trailing: 1)
        guard let statusBar else {
            stage?.frame = inside
            return
        }
        statusBar.frame = Rect(x: inside.x, y: inside.y, width: inside.width, height: min(1, inside.height))
        stage?.frame = inside.inset(top: 1)
    }

    override func draw(in context: inout DrawContext) {
        guard stageFrame.width > 2, stageFrame.height > 2 else { return }
        let palette = context.palette
        context.drawBox(stageFrame, style: palette.text.with(foreground: palette.separator), corners: .rounded)
        let label = " Demonstration "
        context.draw(label, at: Point(x: stageFrame.x + 2, y: stageFrame.y), style: palette.secondaryText)
    }
}
