import Terminal

/// Mirrors UITextField: one line of editable text, `placeholder` shown while it is empty.
/// It edits only while it is the first responder (`becomeFirstResponder()`): its controller
/// then sends it the keys it is given (printable keys, Backspace, Left, Right, Home, End), so
/// the window's printable shortcuts reach the field, as the hosted `TextField` takes them.
/// Enter or Escape ends editing (`resignFirstResponder()`), as a return key does. While it
/// edits, a screen that presents the software keyboard (`presentsSoftwareKeyboard`) shows it.
/// (Screens that see both worlds write `Imperative.TextField`: the declarative module has one too.)
@preconcurrency @MainActor
public final class TextField: Panel {
    /// Mirrors `text`, a `String?` as in UIKit
    /// (https://developer.apple.com/documentation/uikit/uitextfield/text). Assigning nil clears
    /// the field; reading never gives nil, the empty string instead, as a device does.
    public var text: String? {
        get { contents }
        set { contents = newValue ?? "" }
    }
    /// What the field holds: `text` without the optional.
    private var contents: String {
        didSet { if contents != oldValue { setNeedsDisplay() } }
    }
    public var placeholder: String? { didSet { setNeedsDisplay() } }
    /// Mirrors `isFirstResponder`: true while the field edits.
    public private(set) var isFirstResponder = false
    /// Where the cursor is, in characters.
    private var cursor = 0

    public init(text: String? = nil, placeholder: String? = nil) {
        self.contents = text ?? ""
        self.placeholder = placeholder
        super.init()
        backgroundColor = .clear
    }

    public override var intrinsicContentSize: Size? {
        Size(width: max(20, DisplayWidth.of(contents.isEmpty ? placeholder ?? "" : contents) + 3), height: 1)
    }

    /// Mirrors `becomeFirstResponder()`: the field edits, with the cursor at the end of its
    /// text, and the controller whose view holds it sends it keys. False when it is in no
    /// controller's view (there is nothing to send it keys).
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard let controller = viewController else { return false }
        if let other = controller.firstResponderField, other !== self { other.resignFirstResponder() }
        controller.firstResponderField = self
        isFirstResponder = true
        cursor = contents.count
        setNeedsDisplay()
        return true
    }

    /// Mirrors `resignFirstResponder()`: editing ends.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        isFirstResponder = false
        if let controller = viewController, controller.firstResponderField === self {
            controller.firstResponderField = nil
        }
        setNeedsDisplay()
        return true
    }

    /// A key while editing: true when the field used it. Enter and Escape end editing; the
    /// rest edit as the hosted field's keys do (`LineEdit`).
    func handle(_ key: Key) -> Bool {
        guard isFirstResponder else { return false }
        if key == .enter || key == .escape {
            resignFirstResponder()
            return true
        }
        var edit = LineEdit(contents, cursor: cursor)
        guard edit.apply(key) else { return false }
        commit(edit)
        return true
    }

    /// Pasted text, inserted at the cursor as one edit (line breaks as spaces).
    func paste(_ pasted: String) -> Bool {
        guard isFirstResponder else { return false }
        var edit = LineEdit(contents, cursor: cursor)
        edit.paste(pasted)
        commit(edit)
        return true
    }

    private func commit(_ edit: LineEdit) {
        contents = edit.text
        cursor = edit.cursor
        setNeedsDisplay()
    }

    /// `▕text▏` while editing, with the cursor; `[text]` otherwise; the placeholder in
    /// secondary colour while the text is empty and the field is not editing.
    public override func draw(in context: inout DrawContext) {
        guard bounds.width > 2, bounds.height > 0 else { return }
        let palette = context.palette
        let frameStyle = isFirstResponder ? palette.text.with(foreground: palette.tint) : palette.secondaryText
        let (open, close) = isFirstResponder ? ("▕", "▏") : ("[", "]")
        let inner = bounds.width - 2
        _ = context.draw(open, at: Point(x: 0, y: 0), style: frameStyle)
        _ = context.draw(close, at: Point(x: inner + 1, y: 0), style: frameStyle)
        let field = palette.text.adding(.underline)
        context.fill(Rect(x: 1, y: 0, width: inner, height: 1), style: field)
        if contents.isEmpty, !isFirstResponder, let placeholder {
            let shown = DisplayWidth.truncate(placeholder, to: inner)
            _ = context.draw(shown, at: Point(x: 1, y: 0), style: field.with(foreground: palette.secondaryLabel))
            return
        }
        // The end of the text, when it is longer than the field: the cursor stays in view.
        let chars = Array(contents)
        let position = min(cursor, chars.count)
        var first = 0, used = 0
        for i in stride(from: position - 1, through: 0, by: -1) {
            used += DisplayWidth.of(chars[i])
            if used >= inner { first = i + 1; break }
        }
        var x = 1, cursorX = 1
        for i in first...chars.count {
            if i == position { cursorX = x }
            guard i < chars.count else { break }
            let w = DisplayWidth.of(chars[i])
            if x + w > inner + 1 { break }
            _ = context.draw(String(chars[i]), at: Point(x: x, y: 0), style: field)
            x += w
        }
        if isFirstResponder, cursorX <= inner {
            let under = position < chars.count ? String(chars[position]) : " "
            _ = context.draw(under, at: Point(x: cursorX, y: 0), style: field.adding(.reverse))
        }
    }
}
