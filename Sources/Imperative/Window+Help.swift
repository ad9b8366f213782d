import Terminal

/// The help overlay (`?` or F1): the global keys and the keys of the current screen in a
/// bordered box over the dimmed app. Escape, Enter, `?` or F1 close it; other keys wait.
extension Window {
    static let globalKeyHints: [(key: String, action: String)] = [
        ("↑ ↓", "select, or move focus"), ("Tab", "next control"), ("⏎ Space", "open / activate"),
        ("Esc", "back, or close"), ("1…9", "switch tab"), ("F3", "light / dark"),
        ("F4 F5", "text smaller / larger"), ("F6", "left-to-right / right-to-left"),
        ("F7", "regular / bold text"), ("F8", "reduce motion on / off"), ("F2", "inspector"), ("q", "quit"),
    ]

    /// Handles a key while help is shown; true when help took it.
    func handleHelpKey(_ key: Key) -> Bool {
        if !isShowingHelp {
            guard key == .character("?") || key == .function(1) else { return false }
            isShowingHelp = true
            events.record("help shown")
            return true
        }
        switch key {
        case .escape, .enter, .character("?"), .function(1):
            isShowingHelp = false
            events.record("help closed")
        case .ctrl("C"):
            isQuitRequested = true
        default:
            break
        }
        return true
    }

    func drawHelp(in content: Rect, context: inout DrawContext) {
        let screen = screenKeyHints
        var rows: [(String, String, Bool)] = [("Keys everywhere", "", true)]
        rows += Self.globalKeyHints.map { ($0.key, $0.action, false) }
        if !screen.isEmpty {
            rows.append(("", "", false))
            rows.append(("This screen", "", true))
            rows += screen.map { ($0.key, $0.action, false) }
        }
        let keyWidth = rows.filter { !$0.2 }.map { DisplayWidth.of($0.0) }.max() ?? 0
        let textWidth = rows.map { $0.2 ? DisplayWidth.of($0.0) : keyWidth + 2 + DisplayWidth.of($0.1) }.max() ?? 0
        let width = min(content.width - 2, textWidth + 4)
        if rows.count + 4 > content.height - 2 { rows.removeAll { $0.0.isEmpty && $0.1.isEmpty } }  // short of room
        let height = min(content.height - 2, rows.count + 4)
        let box = Rect(x: content.x + (content.width - width) / 2, y: content.y + (content.height - height) / 2,
                       width: width, height: height)
        let dim = context.palette.dimmedBackground
        context.restyle(content) { $0.with(background: dim).adding(.dim) }
        drawBorder(box, context: &context)
        let title = " Help "
        context.draw(title, at: Point(x: box.x + (box.width - DisplayWidth.of(title)) / 2, y: box.y), style: context.palette.text.adding(.bold))
        let inner = box.inset(top: 2, leading: 2, bottom: 1, trailing: 2)
        for (i, row) in rows.prefix(max(0, inner.height - 1)).enumerated() {
            let y = inner.y + i
            if row.2 {
                context.draw(row.0, at: Point(x: context.mirroredX(inner.x, width: DisplayWidth.of(row.0), in: size.width), y: y),
                             style: context.palette.text.adding(.bold))
                continue
            }
            let line = DisplayWidth.pad(row.0, to: keyWidth) + "  " + row.1
            let text = DisplayWidth.truncate(line, to: inner.width)
            let x = context.mirroredX(inner.x, width: DisplayWidth.of(text), in: size.width)
            context.draw(text, at: Point(x: x, y: y), style: context.palette.text)
            if !row.0.isEmpty {
                let tint = context.palette.tint
                let keyX = context.traits.layoutDirection == .rightToLeft ? x + DisplayWidth.of(text) - keyWidth : x
                context.restyle(Rect(x: keyX, y: y, width: min(keyWidth, inner.width), height: 1)) { $0.with(foreground: tint) }
            }
        }
        let close = "esc close"
        context.draw(close, at: Point(x: box.maxX - 2 - DisplayWidth.of(close), y: box.maxY - 1), style: context.palette.secondaryText)
    }
}
