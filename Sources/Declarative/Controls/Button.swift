import Terminal

/// Mirrors SwiftUI's ButtonRole.
public enum ButtonRole: Sendable { case destructive, cancel }

/// Mirrors SwiftUI's Button: a label in brackets, `[ Void invoice ]`, in the tint colour
/// (destructive in red). Focused, it shows `▸ … ◂` in reverse video. Enter or Space
/// runs the action. In a List row it is the row: its label alone, the list's selection
/// showing which row Enter activates. The one rule: a destructive button never takes
/// focus when a screen opens, so Enter on a fresh screen never destroys anything.
public struct Button<Label: View>: PrimitiveView, FocusableView {
    public let role: ButtonRole?
    public let action: @MainActor () -> Void
    public let label: Label
    private let title: String?

    public init(role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
        self.title = nil
    }

    public var focusLabel: String { title ?? (label as? Text)?.content ?? "Button" }

    public var takesInitialFocus: Bool { role != .destructive }

    public func updateEnvironment(_ node: ViewNode) -> Bool {
        let palette = node.environment.palette
        node.childEnvironment.foregroundColor = role == .destructive ? palette.destructive : palette.tint
        return true
    }

    public func update(_ node: ViewNode) {
        _ = updateEnvironment(node)
        node.reconcileContent(label)
    }

    private func chrome(_ node: ViewNode) -> InsetLayout {
        node.environment.isInListRow
            ? InsetLayout(minContentHeight: 1) : InsetLayout(leading: 2, trailing: 2, minContentHeight: 1)
    }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        chrome(node).sizeThatFits(proposal, node: node)
    }

    public func place(_ node: ViewNode, in rect: Rect) { chrome(node).place(node, in: rect) }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        let frame = node.frame
        if node.environment.isInListRow {
            for child in node.children { child.draw(in: &context) }
            return
        }
        guard frame.width >= 4, frame.height > 0 else { return }
        let env = node.environment
        var style = env.textStyle.with(foreground: role == .destructive ? env.palette.destructive : env.palette.tint)
        if !env.isEnabled { style = style.adding(.dim) }
        let focused = node.showsFocus
        let rtl = env.layoutDirection == .rightToLeft
        let (open, close): (String, String) = focused ? (rtl ? ("◂", "▸") : ("▸", "◂")) : ("[", "]")
        // The whole ring in the button's style, padding included, so that reversed it is one
        // uniform block (the padding would otherwise keep whatever was drawn below).
        context.fill(Rect(x: frame.x, y: frame.y, width: frame.width, height: 1), style: style)
        context.draw(open, at: Point(x: frame.x, y: frame.y), style: style)
        context.draw(close, at: Point(x: frame.maxX - 1, y: frame.y), style: style)
        for child in node.children { child.draw(in: &context) }
        if focused { context.restyle(frame) { $0.adding(.reverse) } }
    }

    public func handleKey(_ key: Key, node: ViewNode) -> Bool {
        guard node.environment.isEnabled, key == .enter || key == .space else { return false }
        action()
        return true
    }
}

extension Button where Label == Text {
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.role = role
        self.action = action
        self.label = Text(title)
        self.title = title
    }
}

extension Button: DialogActionConvertible {
    func dialogAction(closing close: @escaping @MainActor () -> Void) -> Dialog.Action {
        let action = self.action
        return Dialog.Action(title: focusLabel, role: role) {
            close()
            action()
        }
    }
}
