import Terminal

/// Mirrors SwiftUI's TextField: `Note ▏text▕` — the label, then the text bound two-way,
/// the placeholder (prompt) in secondary colour while empty. Focused, it shows a cursor
/// and takes printable keys, Left/Right/Home/End, Backspace and Delete; wide characters
/// take two columns; text longer than the field scrolls to keep the cursor in view, after
/// each key (so the frames drawn in between do not change where it ends up).
/// It never takes initial focus (DECISIONS.md).
public struct TextField: PrimitiveView, FocusableView {
    public let label: String
    public let text: Binding<String>
    public let prompt: String?

    public init(_ label: String, text: Binding<String>, prompt: String? = nil) {
        self.label = label
        self.text = text
        self.prompt = prompt
    }

    /// The text as the last update read it (under observation: a change of the binding
    /// updates the field again), where the cursor is (in characters) and the first character
    /// shown (kept in view by layout).
    final class EditingState {
        var text = ""
        var cursor: Int?
        var scroll = 0

        /// Scrolls as little as keeps the cursor in a field `inner` columns wide: left to it,
        /// or right to the first character from which the text up to it fits. Measured back
        /// from the cursor, so it costs the width of the field, not the length of the text.
        func scroll(toShow cursor: Int, in chars: [Character], inner: Int) {
            if cursor < scroll { scroll = cursor }
            var first = cursor, used = 0
            while first > scroll, used + DisplayWidth.of(chars[first - 1]) < inner {
                first -= 1
                used += DisplayWidth.of(chars[first])
            }
            scroll = min(first, chars.count)
        }
    }

    public func update(_ node: ViewNode) {
        node.storage { EditingState() }.text = node.observe { text.wrappedValue }
    }

    public var focusLabel: String { label }
    public var takesInitialFocus: Bool { false }
    public var acceptsTextInput: Bool { true }

    private var labelWidth: Int { DisplayWidth.of(label) + 1 }

    /// The proposed width, else the ideal width: the whole text and the cursor. The text is
    /// measured only for the ideal, so laying out a field holding a long paste does not cost
    /// its length.
    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        if let width = proposal.width { return Size(width: width, height: 1) }
        return Size(
            width: labelWidth + 2 + max(20, DisplayWidth.of(node.storage { EditingState() }.text) + 1), height: 1)
    }

    /// Scrolls the text the least that keeps the cursor in the field.
    public func place(_ node: ViewNode, in rect: Rect) {
        guard rect.width > labelWidth + 2, rect.height > 0 else { return }
        let state = node.storage { EditingState() }
        let chars = Array(state.text)
        let cursor = min(state.cursor ?? chars.count, chars.count)
        let inner = rect.width - labelWidth - 2
        state.scroll(toShow: cursor, in: chars, inner: inner)
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        let f = node.frame, env = node.environment
        guard f.width > labelWidth + 2, f.height > 0, let state = node.existingStorage(EditingState.self) else {
            return
        }
        let rtl = env.layoutDirection == .rightToLeft
        let focused = node.showsFocus
        let chars = Array(state.text)
        let cursor = min(state.cursor ?? chars.count, chars.count)
        let inner = f.width - labelWidth - 2

        var labelStyle = env.textStyle.with(foreground: env.palette.secondaryLabel)
        if focused { labelStyle = labelStyle.with(foreground: env.palette.tint).adding(.bold) }
        var fieldStyle = env.textStyle.adding(.underline)
        if !env.isEnabled { fieldStyle = fieldStyle.adding(.dim) }
        let (open, close) = focused ? ("▕", "▏") : ("[", "]")
        let labelX = rtl ? f.maxX - DisplayWidth.of(label) : f.x
        context.draw(label, at: Point(x: labelX, y: f.y), style: labelStyle)
        let boxX = rtl ? f.x : f.x + labelWidth
        context.draw(open, at: Point(x: boxX, y: f.y), style: labelStyle)
        context.draw(close, at: Point(x: boxX + inner + 1, y: f.y), style: labelStyle)
        let area = Rect(x: boxX + 1, y: f.y, width: inner, height: 1)
        context.fill(area, style: fieldStyle)

        if chars.isEmpty, let prompt, !focused {
            context.draw(
                DisplayWidth.truncate(prompt, to: inner), at: area.origin,
                style: fieldStyle.with(foreground: env.palette.secondaryLabel))
            return
        }
        var x = area.x, cursorX = area.x
        for i in state.scroll...chars.count {
            if i == cursor { cursorX = x }
            guard i < chars.count else { break }
            let w = DisplayWidth.of(chars[i])
            if x + w > area.maxX { break }
            context.draw(String(chars[i]), at: Point(x: x, y: f.y), style: fieldStyle)
            x += w
        }
        if focused {
            let w = cursor < chars.count ? DisplayWidth.of(chars[cursor]) : 1
            context.restyle(Rect(x: cursorX, y: f.y, width: min(w, area.maxX - cursorX), height: 1)) {
                $0.adding(.reverse)
            }
        }
    }

    /// Inserts pasted text at the cursor as one edit: one write of the binding, line breaks
    /// and tabs as spaces (the field is one line).
    public func handlePaste(_ pasted: String, node: ViewNode) -> Bool {
        guard node.environment.isEnabled else { return false }
        let state = node.storage { EditingState() }
        var edit = LineEdit(text.wrappedValue, cursor: state.cursor)
        edit.paste(pasted)
        finish(edit, state: state, node: node)
        return true
    }

    public func handleKey(_ key: Key, node: ViewNode) -> Bool {
        guard node.environment.isEnabled else { return false }
        let state = node.storage { EditingState() }
        var edit = LineEdit(text.wrappedValue, cursor: state.cursor)
        guard edit.apply(key) else { return false }
        finish(edit, state: state, node: node)
        return true
    }

    /// Keeps the cursor and scrolls to it. The scroll follows each edit, as a text field keeps
    /// its caret in view while editing, not each frame: keys handled in one batch scroll as
    /// they would one frame apart.
    private func finish(_ edit: LineEdit, state: EditingState, node: ViewNode) {
        if edit.text != text.wrappedValue { text.wrappedValue = edit.text }
        state.cursor = edit.cursor
        let inner = node.frame.width - labelWidth - 2
        if inner > 0 { state.scroll(toShow: edit.cursor, in: edit.characters, inner: inner) }
        node.setNeedsDisplay()
    }
}
