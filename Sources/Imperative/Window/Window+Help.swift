import Terminal

/// The help overlay (`?` or F1): the keys of the current screen, then the key table
/// (`keyBindings`), in a bordered box over the dimmed app, each action wrapped beside its keys. When
/// the box is too short for them, Up/Down/PageUp/PageDown/Home/End scroll it and a
/// `lines N–M of T` mark says where it is; Escape, Enter, `?` or F1 close it; other keys wait.
extension Window {
    /// One line of the help: a heading, or a key column and an action (a wrapped action's
    /// later lines have no key).
    struct HelpLine: Equatable {
        var key: String
        var text: String
        var isHeading = false
    }

    /// The help's box in `content` and its lines for that width; the update phase reads them
    /// to keep the scroll in range, the draw phase to draw.
    func helpLayout(in content: Rect) -> (box: Rect, inner: Rect, keyWidth: Int, lines: [HelpLine]) {
        let global = keyBindings.map { KeyHint($0.label, $0.action) }
        let screen = screenKeyHints
        let keyWidth = min(max(8, content.width / 3), (global + screen).map { DisplayWidth.of($0.key) }.max() ?? 0)
        let width = min(content.width - 2, 76)
        let inner = Rect(x: 0, y: 0, width: max(1, width - 4), height: 0)
        // This screen's keys first: what can be done here is what help is opened for.
        var lines: [HelpLine] = []
        if !screen.isEmpty {
            lines.append(HelpLine(key: "", text: "This screen", isHeading: true))
            lines += screen.flatMap { rows($0, keyWidth: keyWidth, width: inner.width) }
            lines.append(HelpLine(key: "", text: ""))
        }
        lines.append(HelpLine(key: "", text: "Keys everywhere", isHeading: true))
        lines += global.flatMap { rows($0, keyWidth: keyWidth, width: inner.width) }
        let height = min(content.height - 2, lines.count + 2)
        let box = Rect(
            x: content.x + (content.width - width) / 2, y: content.y + (content.height - height) / 2,
            width: width, height: height)
        return (box, box.inset(top: 1, leading: 2, bottom: 1, trailing: 2), keyWidth, lines)
    }

    /// A key and its action, wrapped to `width` after the key column; a key too wide for the
    /// column takes a line of its own.
    private func rows(_ hint: KeyHint, keyWidth: Int, width: Int) -> [HelpLine] {
        let textWidth = max(1, width - keyWidth - 2)
        let keyLines = TextWrap.lines(hint.key, width: keyWidth)
        let actionLines = TextWrap.lines(hint.action, width: textWidth)
        return (0..<max(keyLines.count, actionLines.count)).map { i in
            HelpLine(key: i < keyLines.count ? keyLines[i] : "", text: i < actionLines.count ? actionLines[i] : "")
        }
    }

    /// Lines of help the box shows at once.
    func helpVisibleLines(_ inner: Rect) -> Int { max(1, inner.height) }

    func drawHelp(in content: Rect, context: inout DrawContext) {
        let layout = helpLayout(in: content)
        let (box, inner) = (layout.box, layout.inner)
        let dim = context.palette.dimmedBackground
        context.restyle(content) { $0.with(background: dim).adding(.dim) }
        drawBorder(box, context: &context)
        let title = " Help "
        context.draw(
            title, at: Point(x: box.x + (box.width - DisplayWidth.of(title)) / 2, y: box.y),
            style: context.palette.text.adding(.bold))
        let visible = helpVisibleLines(inner)
        for (i, line) in layout.lines.dropFirst(helpScroll).prefix(visible).enumerated() {
            let y = inner.y + i
            if line.isHeading {
                context.draw(
                    line.text,
                    at: Point(x: context.mirroredX(inner.x, width: DisplayWidth.of(line.text), in: size.width), y: y),
                    style: context.palette.text.adding(.bold))
                continue
            }
            let text = DisplayWidth.truncate(
                DisplayWidth.pad(line.key, to: layout.keyWidth) + "  " + line.text, to: inner.width)
            let x = context.mirroredX(inner.x, width: DisplayWidth.of(text), in: size.width)
            context.draw(text, at: Point(x: x, y: y), style: context.palette.text)
            if !line.key.isEmpty {
                let tint = context.palette.tint
                let keyX =
                    context.traits.layoutDirection == .rightToLeft ? x + DisplayWidth.of(text) - layout.keyWidth : x
                context.restyle(Rect(x: keyX, y: y, width: min(layout.keyWidth, inner.width), height: 1)) {
                    $0.with(foreground: tint)
                }
            }
        }
        var marks = ["esc close"]
        if layout.lines.count > visible {
            let last = min(layout.lines.count, helpScroll + visible)
            marks.insert("↑↓ \(helpScroll + 1)–\(last) of \(layout.lines.count)", at: 0)
        }
        let close = marks.joined(separator: "  ")
        context.draw(
            close, at: Point(x: box.maxX - 2 - DisplayWidth.of(close), y: box.maxY - 1),
            style: context.palette.secondaryText)
    }
}
