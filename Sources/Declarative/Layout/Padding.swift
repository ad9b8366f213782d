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

/// `.padding(_:_:)`: room around the content. Without a length, the room follows the
/// dynamic type size (`EnvironmentValues.defaultPadding(_:)`): at `large` two columns at
/// the sides and one row above and below, less at smaller sizes, more at larger.
struct PaddingModifier<Content: View>: ContentModifierView {
    let content: Content
    let edges: Edges
    let length: Int?

    private func insets(_ node: ViewNode) -> InsetLayout {
        InsetLayout(padding: edges, length: length, environment: node.environment)
    }

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        insets(node).sizeThatFits(proposal, node: node)
    }

    func place(_ node: ViewNode, in rect: Rect) { insets(node).place(node, in: rect) }
}

extension InsetLayout {
    /// `edges` inset by `length`, or by the environment's default padding. Not generic, as
    /// the modifier is: a generic modifier's nested function would look its type's metadata
    /// up again on every layout.
    init(padding edges: Edges, length: Int?, environment: EnvironmentValues) {
        func side(_ edge: Edges) -> Int {
            guard edges.contains(edge) else { return 0 }
            return length ?? environment.defaultPadding(edge)
        }
        self.init(top: side(.top), leading: side(.leading), bottom: side(.bottom), trailing: side(.trailing))
    }
}

extension View {
    public func padding(_ edges: Edges = .all, _ length: Int? = nil) -> some View {
        PaddingModifier(content: self, edges: edges, length: length)
    }
    public func padding(_ length: Int) -> some View {
        PaddingModifier(content: self, edges: .all, length: length)
    }
}
