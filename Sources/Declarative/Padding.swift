import Terminal

/// Mirrors SwiftUI's edge set for padding.
public struct Edges: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let top = Edges(rawValue: 1), leading = Edges(rawValue: 2)
    public static let bottom = Edges(rawValue: 4), trailing = Edges(rawValue: 8)
    public static let horizontal: Edges = [.leading, .trailing]
    public static let vertical: Edges = [.top, .bottom]
    public static let all: Edges = [.top, .leading, .bottom, .trailing]
}

/// `.padding(_:_:)`: room around the content. The default is one cell on every side.
struct PaddingModifier<Content: View>: ContentModifierView {
    let content: Content
    let edges: Edges
    let length: Int

    private func insets(_ rtl: Bool) -> (top: Int, leading: Int, bottom: Int, trailing: Int) {
        let l = edges.contains(.leading) ? length : 0, t = edges.contains(.trailing) ? length : 0
        return (edges.contains(.top) ? length : 0, rtl ? t : l, edges.contains(.bottom) ? length : 0, rtl ? l : t)
    }

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let i = insets(false)
        let dw = i.leading + i.trailing, dh = i.top + i.bottom
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - dw) }, height: proposal.height.map { max(0, $0 - dh) })
        let s = StackLayout.column.sizeThatFits(inner, children: node.children)
        return Size(width: s.width + dw, height: s.height + dh)
    }

    func place(_ node: ViewNode, in rect: Rect) {
        let i = insets(node.environment.layoutDirection == .rightToLeft)
        StackLayout.column.place(node.children, in: rect.inset(top: i.top, leading: i.leading, bottom: i.bottom, trailing: i.trailing),
                                 direction: node.environment.layoutDirection)
    }
}

extension View {
    public func padding(_ edges: Edges = .all, _ length: Int = 1) -> some View {
        PaddingModifier(content: self, edges: edges, length: length)
    }
    public func padding(_ length: Int) -> some View {
        PaddingModifier(content: self, edges: .all, length: length)
    }
}
