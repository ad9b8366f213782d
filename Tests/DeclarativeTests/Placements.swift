import Terminal
@testable import Declarative

/// A leaf that counts how often it is placed: tests of invalidation tell a layout from a
/// redraw with it.
@MainActor
struct Placements: PrimitiveView {
    final class Count { var value = 0 }
    let count: Count
    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size { Size(width: 5, height: 1) }
    func place(_ node: ViewNode, in rect: Rect) { count.value += 1 }
}
