import Terminal

/// A control that can hold focus (button, text field, toggle). Focus moves through
/// focusable controls in layout order; the focused one sees keys first.
@preconcurrency @MainActor
public protocol FocusableView: PrimitiveView {
    /// The label the state dump reports while focused (button title, field label).
    var focusLabel: String { get }
    /// True for controls that may take focus when a screen opens. Text fields say no,
    /// so that typing on a fresh screen drives the app rather than a field.
    var takesInitialFocus: Bool { get }
    /// True for controls that take typed text (text fields): printable keys go to them.
    var acceptsTextInput: Bool { get }
    /// The keys this control answers while focused, for the footer: each key and what it does.
    var keyHints: [KeyHint] { get }
    /// Handles a key while focused; true when consumed. A change of state or of a binding
    /// updates what it must; a change the control keeps elsewhere (its node's storage) says
    /// what it changed, with `node.setNeedsLayout()` or `node.setNeedsDisplay()`, as a
    /// UIView does: a handled key alone lays out and draws nothing again.
    func handleKey(_ key: Key, node: ViewNode) -> Bool
    /// Handles a mouse event on the control (`event.point` in window coordinates), which
    /// has just taken focus for a click; true when consumed.
    func handleMouse(_ event: MouseEvent, node: ViewNode) -> Bool
    /// Takes pasted text as one edit while focused; false for controls that take no text.
    func handlePaste(_ text: String, node: ViewNode) -> Bool
}

extension FocusableView {
    public var takesInitialFocus: Bool { true }
    public var acceptsTextInput: Bool { false }
    public var keyHints: [KeyHint] {
        acceptsTextInput ? [KeyHint("←→", "move"), KeyHint("⌫", "delete")] : [KeyHint("⏎", "activate")]
    }
    /// A click activates, as Enter does; a field only takes focus. The wheel passes.
    public func handleMouse(_ event: MouseEvent, node: ViewNode) -> Bool {
        guard event.action == .click else { return false }
        return acceptsTextInput || handleKey(.enter, node: node)
    }
    public func handlePaste(_ text: String, node: ViewNode) -> Bool { false }
}

extension FocusableView {
    public var isFocusable: Bool { true }
    public var _focusableView: (any FocusableView)? { self }
}

/// A `.focused` modifier as the graph sees it: whether its binding asks for focus, and
/// how to tell it that focus arrived or left.
@preconcurrency @MainActor
protocol FocusBindingView: PrimitiveView {
    var isRequested: Bool { get }
    func setFocused(_ focused: Bool)
}

extension FocusBindingView {
    var isFocusBinding: Bool { true }
}
