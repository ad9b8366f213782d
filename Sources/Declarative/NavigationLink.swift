import Terminal

/// Mirrors SwiftUI's NavigationLink(value:): a control that pushes `value` onto the
/// enclosing NavigationStack's path; drawn as `title ›`. Enter or Space pushes.
public struct NavigationLink<Value: Hashable>: PrimitiveView, FocusableView {
    public let title: String
    public let value: Value

    public init(_ title: String, value: Value) {
        self.title = title
        self.value = value
    }

    public var focusLabel: String { title }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        Size(width: min(DisplayWidth.of(title) + 2, proposal.width ?? .max), height: 1)
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        let f = node.frame, env = node.environment
        guard !f.isEmpty else { return }
        var style = env.textStyle
        if node.isFocused { style = style.adding(.reverse) }
        var line = LineWriter(frame: f, rtl: env.layoutDirection == .rightToLeft)
        line.write(title, style: style, in: &context)
        line.write(env.layoutDirection == .rightToLeft ? " ‹" : " ›", style: style.with(foreground: env.palette.tint), in: &context)
    }

    public func handleKey(_ key: Key, node: ViewNode) -> Bool {
        guard key == .enter || key == .space, let registry = node.environment.navigationRegistry else { return false }
        registry.push(AnyHashable(value))
        return true
    }
}
