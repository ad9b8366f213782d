import Terminal

/// What the engine shows instead of a view whose required environment object is missing
/// (where SwiftUI would crash): a bordered panel naming the type and the view.
struct MissingObjectPanel: PrimitiveView {
    let typeName: String
    let viewName: String

    private var lines: [String] {
        ["Missing environment object", "\(viewName) needs \(typeName).",
         "Provide it with .environment(\(typeName)(…)) above this view."]
    }

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let w = (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 4
        return Size(width: min(w, proposal.width ?? w), height: min(lines.count + 2, proposal.height ?? lines.count + 2))
    }

    func draw(_ node: ViewNode, in context: inout RenderContext) {
        let f = node.frame
        guard f.width >= 4, f.height >= 3 else { return }
        let style = node.environment.palette.text.with(foreground: node.environment.palette.destructive)
        context.drawBox(f, style: style)
        for row in 1..<(f.height - 1) {
            if row - 1 < lines.count {
                let text = DisplayWidth.truncate(lines[row - 1], to: f.width - 4)
                context.draw(text, at: Point(x: f.x + 2, y: f.y + row), style: row == 1 ? style.adding(.bold) : style)
            }
        }
    }
}
