import Terminal

/// Mirrors SwiftUI's HStackLayout: a horizontal stack as a value, for `AnyLayout`.
public struct HStackLayout: Sendable {
    public var alignment: VerticalAlignment
    public var spacing: Int?
    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
}

/// Mirrors SwiftUI's VStackLayout: a vertical stack as a value, for `AnyLayout`.
public struct VStackLayout: Sendable {
    public var alignment: HorizontalAlignment
    public var spacing: Int?
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
}

/// Mirrors SwiftUI's AnyLayout: a stack whose axis is chosen at run time — how a row
/// opts in to becoming a column at accessibility sizes. Switching layout keeps the
/// children's identity and state.
public struct AnyLayout: Sendable {
    let axis: Axis
    let alignment: StackAlignment
    let spacing: Int?

    public init(_ layout: HStackLayout) {
        axis = .horizontal; alignment = StackAlignment(layout.alignment); spacing = layout.spacing
    }
    public init(_ layout: VStackLayout) {
        axis = .vertical; alignment = StackAlignment(layout.alignment); spacing = layout.spacing
    }

    @MainActor
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// The view `AnyLayout(…) { … }` makes: one type for either axis, so identity holds.
struct LayoutView<Content: View>: StackView {
    let layout: AnyLayout
    let content: Content

    var axis: Axis { layout.axis }
    var stackAlignment: StackAlignment { layout.alignment }
    var spacing: Int? { layout.spacing }
}
