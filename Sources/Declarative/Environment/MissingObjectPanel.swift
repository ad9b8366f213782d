import Terminal

/// What the engine shows instead of a view whose required environment object is missing,
/// where SwiftUI would crash: a bordered panel saying so, naming the object's type, the
/// view that required it and the host it was missing from (each hosting controller starts
/// a new environment, so that host is where the object must be injected — the app's own
/// instance, not a new one).
struct MissingObjectPanel: PrimitiveView {
    let missing: MissingEnvironmentObject
    let viewName: String

    /// The host as the graph names it; a tree without a host names its root.
    private func hostName(_ node: ViewNode) -> String {
        node.graph?.hostName ?? "the root of this view tree"
    }

    private func lines(_ node: ViewNode) -> [String] {
        [
            "SwiftUI would crash here: missing environment object",
            "Type          \(missing.typeName)",
            "Required by   \(viewName)",
            "Missing from  \(hostName(node))",
            "Inject the app's instance on its root view: \(missing.modifier)",
        ]
    }

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let lines = lines(node)
        let w = (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 4
        return Size(
            width: min(w, proposal.width ?? w), height: min(lines.count + 2, proposal.height ?? lines.count + 2))
    }

    func draw(_ node: ViewNode, in context: inout RenderContext) {
        let f = node.frame
        guard f.width >= 4, f.height >= 3 else { return }
        let style = node.environment.palette.text.with(foreground: node.environment.palette.destructive)
        context.drawBox(f, style: style)
        for (i, line) in lines(node).prefix(f.height - 2).enumerated() {
            let text = DisplayWidth.truncate(line, to: f.width - 4)
            context.draw(text, at: Point(x: f.x + 2, y: f.y + 1 + i), style: i == 0 ? style.adding(.bold) : style)
        }
    }
}

/// An environment object a view requires and its environment lacks: its type, and the
/// modifier that provides it (`.environment(_:)` for `@Environment(Type.self)`,
/// `.environmentObject(_:)` for `@EnvironmentObject`).
struct MissingEnvironmentObject {
    let typeName: String
    let modifier: String
}
