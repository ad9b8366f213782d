import Terminal

/// A stack: its children in a line along `axis` (VStack, HStack, `AnyLayout`'s view). The
/// children depend on the view value alone, so a new environment passes down without
/// rebuilding them; without a spacing, the environment's default for the axis applies.
@preconcurrency @MainActor
protocol StackView: PrimitiveView {
    associatedtype Content: View
    var content: Content { get }
    var axis: Axis { get }
    var stackAlignment: StackAlignment { get }
    var spacing: Int? { get }
}

extension StackView {
    func layout(_ env: EnvironmentValues) -> StackLayout {
        StackLayout(axis: axis, spacing: spacing ?? env.defaultSpacing(axis), alignment: stackAlignment)
    }

    public var stackAxis: Axis? { axis }
    public func update(_ node: ViewNode) { node.reconcileChildren(of: content, id: .root) }
    public func updateEnvironment(_ node: ViewNode) -> Bool { true }
    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        layout(node.environment).sizeThatFits(proposal, children: node.children)
    }
    public func place(_ node: ViewNode, in rect: Rect) {
        layout(node.environment).place(node.children, in: rect, direction: node.environment.layoutDirection)
    }
}

/// Mirrors SwiftUI's VStack: children top to bottom. Without a spacing, the spacing grows
/// at accessibility type sizes.
public struct VStack<Content: View>: StackView {
    public let alignment: HorizontalAlignment
    public let spacing: Int?
    public let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    var axis: Axis { .vertical }
    var stackAlignment: StackAlignment { StackAlignment(alignment) }
}

/// Mirrors SwiftUI's HStack: children along the leading-to-trailing direction
/// (right to left when the layout direction says so).
public struct HStack<Content: View>: StackView {
    public let alignment: VerticalAlignment
    public let spacing: Int?
    public let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    var axis: Axis { .horizontal }
    var stackAlignment: StackAlignment { StackAlignment(alignment) }
}

/// Mirrors SwiftUI's Spacer: as much room as the enclosing stack offers along its axis.
public struct Spacer: PrimitiveView {
    public let minLength: Int
    public init(minLength: Int? = nil) { self.minLength = minLength ?? 0 }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        switch node.enclosingStackAxis {
        case .horizontal: return Size(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical: return Size(width: 0, height: max(minLength, proposal.height ?? minLength))
        }
    }
}
