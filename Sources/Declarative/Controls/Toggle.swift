import Terminal

/// Mirrors SwiftUI's Toggle: `[x] Title` when on, `[ ] Title` when off, bound two-way.
/// Space or Enter flips it while focused.
public struct Toggle: PrimitiveView, FocusableView {
    public let title: String
    public let isOn: Binding<Bool>

    public init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self.isOn = isOn
    }

    public var focusLabel: String { title }

    /// The binding's value as the last update read it (under observation: a change updates
    /// the toggle again), so drawing never calls the binding.
    final class Shown { var isOn = false }

    public func update(_ node: ViewNode) {
        node.storage { Shown() }.isOn = node.observe { isOn.wrappedValue }
    }

    private func text(isOn: Bool) -> String { (isOn ? "[x] " : "[ ] ") + title }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        Size(width: min(DisplayWidth.of(text(isOn: false)), proposal.width ?? .max), height: 1)
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        let f = node.frame, env = node.environment
        guard !f.isEmpty else { return }
        let on = node.existingStorage(Shown.self)?.isOn ?? false
        var style = env.textStyle
        if on { style = style.with(foreground: env.palette.tint) }
        if !env.isEnabled { style = style.adding(.dim) }
        if node.showsFocus { style = style.adding(.reverse) }
        let t = DisplayWidth.truncate(text(isOn: on), to: f.width)
        let x = env.layoutDirection == .rightToLeft ? f.maxX - DisplayWidth.of(t) : f.x
        context.draw(t, at: Point(x: x, y: f.y), style: style)
    }

    public func handleKey(_ key: Key, node: ViewNode) -> Bool {
        guard node.environment.isEnabled, key == .enter || key == .space else { return false }
        isOn.wrappedValue.toggle()
        return true
    }
}
