import Terminal

/// Mirrors SwiftUI's NavigationLink(value:): a control that pushes `value` onto the
/// enclosing NavigationStack's path, drawn as its label then `›`. Enter or Space pushes;
/// outside a NavigationStack it does nothing, as in SwiftUI.
public struct NavigationLink<Label: View, Value: Hashable>: PrimitiveView, FocusableView {
    public let value: Value
    public let label: Label
    private let title: String?

    /// `NavigationLink(value: 7) { Text("Open 7") }`.
    public init(value: Value, @ViewBuilder label: () -> Label) {
        self.value = value
        self.label = label()
        self.title = nil
    }

    public var focusLabel: String { title ?? (label as? Text)?.content ?? "\(value)" }

    public func update(_ node: ViewNode) { node.reconcileContent(label) }

    private var chrome: InsetLayout { InsetLayout(trailing: 2, minContentHeight: 1) }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        chrome.sizeThatFits(proposal, node: node)
    }

    public func place(_ node: ViewNode, in rect: Rect) { chrome.place(node, in: rect) }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        let f = node.frame, env = node.environment
        guard !f.isEmpty else { return }
        for child in node.children { child.draw(in: &context) }
        let rtl = env.layoutDirection == .rightToLeft
        let chevron = rtl ? "‹" : "›"
        context.draw(
            chevron, at: Point(x: rtl ? f.x : f.maxX - 1, y: f.y),
            style: env.textStyle.with(foreground: env.palette.tint))
        if node.showsFocus { context.restyle(f) { $0.adding(.reverse) } }
    }

    public func handleKey(_ key: Key, node: ViewNode) -> Bool {
        guard key == .enter || key == .space, let registry = node.environment.navigationRegistry else { return false }
        registry.push(AnyHashable(value))
        return true
    }
}

extension NavigationLink where Label == Text {
    /// `NavigationLink("Open 7", value: 7)`.
    public init(_ title: String, value: Value) {
        self.value = value
        self.label = Text(title)
        self.title = title
    }
}
