import Terminal

/// Mirrors SwiftUI's Divider: a line across the enclosing stack — `─` in a VStack,
/// `│` in an HStack — in the separator colour.
public struct Divider: PrimitiveView {
    public init() {}

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        switch node.enclosingStackAxis {
        case .vertical: return Size(width: proposal.width ?? 1, height: 1)
        case .horizontal: return Size(width: 1, height: proposal.height ?? 1)
        }
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        let f = node.frame
        guard !f.isEmpty else { return }
        let style = node.environment.textStyle.with(foreground: node.environment.palette.separator)
        if node.enclosingStackAxis == .vertical {
            context.draw(String(repeating: "─", count: f.width), at: f.origin, style: style)
        } else {
            for y in f.minY..<f.maxY { context.draw("│", at: Point(x: f.x, y: y), style: style) }
        }
    }
}
