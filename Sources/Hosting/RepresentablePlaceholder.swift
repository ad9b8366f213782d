import Declarative
import Terminal

/// What cell content shows in place of a controller representable (`representable-in-cell`):
/// a `HostingConfiguration` has no view controller to adopt the wrapped controller, so
/// UIKit does not support it there; Seam draws one line naming it, marked unsupported.
struct RepresentablePlaceholder: PrimitiveView {
    let representableName: String

    var text: String { "⚠ \(representableName): unsupported in a cell" }

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let width = DisplayWidth.of(text)
        return Size(width: min(width, proposal.width ?? width), height: 1)
    }

    func draw(_ node: ViewNode, in context: inout RenderContext) {
        let f = node.frame, env = node.environment
        guard !f.isEmpty else { return }
        let style = env.textStyle.with(foreground: env.palette.destructive)
        context.draw(DisplayWidth.truncate(text, to: f.width), at: f.origin, style: style)
    }
}
