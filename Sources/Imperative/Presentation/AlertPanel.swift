import Terminal

/// The view of an `AlertController`: the title (bold) and the message, centred and wrapped,
/// then the actions as buttons — `[ Cancel ]`, the focused one `▸ Cancel ◂` in reverse video,
/// destructive ones in the destructive colour. When the box is short of rows the blank
/// lines give way first, then the message, so the buttons always show.
@MainActor
final class AlertPanel: Panel {
    private unowned let alert: AlertController
    /// Columns kept clear on each side of the text.
    private static let padding = 2
    /// The widest the text runs, as an alert is narrower than the screen.
    private static let maximumTextWidth = 48
    /// The narrowest the box is, so a short alert still reads as a dialog.
    private static let minimumTextWidth = 28

    init(alert: AlertController) {
        self.alert = alert
        super.init()
    }

    /// True while the alert is in the window's front layer, as the last update phase found:
    /// only then does the focused button show its focus.
    private var showsFocus = false

    /// Visited in every update phase: it reads its alert controller each frame.
    override var updatesContentEveryFrame: Bool { true }

    /// The alert reads its controller's title, message and actions when it draws: it draws
    /// again in every frame it is shown (one small box).
    override func updateContent(in context: UpdateContext) {
        showsFocus = context.isFrontLayer
        setNeedsDisplay()
    }

    private enum Line {
        case title(String), message(String), blank, separator
        case buttons([AlertAction])
    }

    private static func label(_ action: AlertAction, focused: Bool) -> String {
        focused ? "▸ \(action.title) ◂" : "[ \(action.title) ]"
    }

    private var buttonRows: [[AlertAction]] {
        let arranged = alert.arrangedActions
        if alert.showsActionsInRow { return [arranged] }
        return arranged.map { [$0] }
    }

    private func rowWidth(_ row: [AlertAction]) -> Int {
        row.map { DisplayWidth.of(Self.label($0, focused: false)) }.reduce(0, +) + 2 * max(0, row.count - 1)
    }

    /// The lines of the alert with its text wrapped to `width`.
    private func lines(width: Int) -> [Line] {
        var lines: [Line] = []
        if let title = alert.title, !title.isEmpty {
            lines += TextWrap.lines(title, width: width).map(Line.title)
        }
        if let message = alert.message, !message.isEmpty {
            if !lines.isEmpty { lines.append(.blank) }
            lines += TextWrap.lines(message, width: width).map(Line.message)
        }
        if !lines.isEmpty, !alert.actions.isEmpty { lines.append(.blank) }
        for row in buttonRows {
            if alert.separatesCancelAction, row.first?.style == .cancel { lines.append(.separator) }
            lines.append(.buttons(row))
        }
        return lines
    }

    /// The lines that fit in `height` rows: blank lines give way first, then message lines
    /// from the last (the last one kept ends in `…`), then title lines; buttons stay.
    private func fitted(_ all: [Line], height: Int, width: Int) -> [Line] {
        var lines = all
        func isBlank(_ line: Line) -> Bool { if case .blank = line { return true }; return false }
        func isMessage(_ line: Line) -> Bool { if case .message = line { return true }; return false }
        func isTitle(_ line: Line) -> Bool { if case .title = line { return true }; return false }
        while lines.count > height, let i = lines.lastIndex(where: isBlank) { lines.remove(at: i) }
        var cut = false
        while lines.count > height, let i = lines.lastIndex(where: isMessage) {
            lines.remove(at: i)
            cut = true
        }
        if cut, let i = lines.lastIndex(where: isMessage), case .message(let text) = lines[i] {
            lines[i] = .message(
                DisplayWidth.of(text) < width ? text + "…" : DisplayWidth.truncate(text + "…", to: width))
        }
        while lines.count > height, let i = lines.lastIndex(where: isTitle) { lines.remove(at: i) }
        return lines
    }

    /// The text width for `columns` of room: the widest line wanted, within the limits.
    private func textWidth(room columns: Int) -> Int {
        let words = [alert.title ?? "", alert.message ?? ""].map { DisplayWidth.of($0) }
        let buttons = buttonRows.map(rowWidth).max() ?? 0
        let wanted = max(Self.minimumTextWidth, buttons, min(Self.maximumTextWidth, words.max() ?? 0))
        return max(0, min(columns - 2 * Self.padding, wanted))
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let width = textWidth(room: proposal.width)
        let height = min(proposal.height, lines(width: width).count)
        return Size(width: width + 2 * Self.padding, height: height)
    }

    override func draw(in context: inout DrawContext) {
        let palette = context.palette
        let width = max(0, bounds.width - 2 * Self.padding)
        let focused = showsFocus ? alert.focusedAction : nil
        func centred(_ w: Int) -> Int { Self.padding + max(0, (width - w) / 2) }
        for (y, line) in fitted(lines(width: width), height: bounds.height, width: width).enumerated() {
            switch line {
            case .title(let text):
                context.draw(
                    text, at: Point(x: centred(DisplayWidth.of(text)), y: y), style: palette.text.adding(.bold))
            case .message(let text):
                context.draw(text, at: Point(x: centred(DisplayWidth.of(text)), y: y), style: palette.text)
            case .blank:
                break
            case .separator:
                context.draw(
                    String(repeating: "─", count: width), at: Point(x: Self.padding, y: y),
                    style: palette.text.with(foreground: palette.separator))
            case .buttons(let row):
                var x = centred(rowWidth(row))
                for action in row {
                    let isFocused = action === focused
                    let label = Self.label(action, focused: isFocused)
                    let w = DisplayWidth.of(label)
                    var style = palette.text.with(
                        foreground: action.style == .destructive ? palette.destructive : palette.tint)
                    if isFocused { style = style.adding(.reverse) }
                    context.draw(
                        label, at: Point(x: context.mirroredX(x, width: w, in: bounds.width), y: y), style: style)
                    x += w + 2
                }
            }
        }
    }
}
