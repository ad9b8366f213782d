import Terminal

/// Mirrors SwiftUI's View: a value describing part of the interface. The engine keeps a
/// node per view identity (structural position and `.id`), where state lives; `body` is
/// evaluated only when something it read has changed.
@preconcurrency @MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
    /// Engine hook: the view as a primitive, or nil for a composite view. Answered by the
    /// conformance (a protocol extension default), so the engine needs no dynamic cast.
    var _primitiveView: (any PrimitiveView)? { get }
    /// Engine hook: the view as a view that stands for several children, or nil.
    var _listContent: (any ViewListContent)? { get }
    /// Engine hook: the box a node keeps the view in, made for its type (primitive or
    /// composite, as the conformance says) without copying the view into an existential to ask.
    static func _makeNodeBox(_ view: Self) -> AnyObject
}

extension View {
    public var _primitiveView: (any PrimitiveView)? { nil }
    public var _listContent: (any ViewListContent)? { nil }
    public static func _makeNodeBox(_ view: Self) -> AnyObject { CompositeViewBox(view) }
}

extension View where Self: ViewListContent {
    public var _listContent: (any ViewListContent)? { self }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// The engine's extension point: a view that the engine lays out and draws itself instead
/// of evaluating a body. Containers reconcile their children in `update`; leaves draw.
/// Other modules use it for views that show foreign content (representables).
@preconcurrency @MainActor
public protocol PrimitiveView: View where Body == Never {
    /// Reconciles the node's children with this view (containers), or does nothing (leaves).
    func update(_ node: ViewNode)
    /// An update for a new environment alone, the view value unchanged: adjusts
    /// `node.childEnvironment` from `node.environment` as `update` does and returns true when
    /// the children depend on nothing else, so they keep their views and take the new
    /// environment; false (the default) runs `update`. A primitive whose `update` does more
    /// than set the child environment and reconcile its content (reads the environment to
    /// choose its children, calls app code) keeps the default.
    func updateEnvironment(_ node: ViewNode) -> Bool
    /// True for a `PreferenceWriter` (given by its conformance): a new view value makes the
    /// graph collect its preferences again.
    var writesPreferences: Bool { get }
    /// The engine roles below are given by the conformance too (each role's protocol refines
    /// this one and answers true), so the engine learns a view's roles without a dynamic
    /// cast, each of which searches every conformance record the first time a type meets it.
    /// True for a `FocusableView`.
    var isFocusable: Bool { get }
    /// True for a `PreferenceBoundary`.
    var isPreferenceBoundary: Bool { get }
    /// True for an `EscapeHandler`.
    var handlesEscape: Bool { get }
    /// True for a `ScrollKeyHandler`.
    var handlesScrollKeys: Bool { get }
    /// True for a `.focused` modifier.
    var isFocusBinding: Bool { get }
    /// The view in each role it has, nil in the others, given by the conformance as the flags
    /// above are: the graph calls a control, a handler or a writer without a dynamic cast,
    /// which searches every conformance record again for each new generic instance.
    var _focusableView: (any FocusableView)? { get }
    var _escapeHandler: (any EscapeHandler)? { get }
    var _scrollKeyHandler: (any ScrollKeyHandler)? { get }
    var _preferenceWriter: (any PreferenceWriter)? { get }
    /// The content of a `ContentModifierView`, nil for other primitives.
    var _modifiedContent: (any View)? { get }
    /// The axis along which this view lays out its children (a stack, a list, a label's icon
    /// and title), which a `Spacer` or a `Divider` among them follows; nil for a view that lays
    /// out nothing along an axis of its own, which they look through.
    var stackAxis: Axis? { get }
    /// The size this view wants for `proposal`.
    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size
    /// Positions the node's children inside `rect` (absolute cells).
    func place(_ node: ViewNode, in rect: Rect)
    /// Draws the view and its children.
    func draw(_ node: ViewNode, in context: inout RenderContext)
    /// The children that take part in focus, keys and preferences (default: all).
    func interactiveChildren(_ node: ViewNode) -> [ViewNode]
}

extension PrimitiveView {
    public var _primitiveView: (any PrimitiveView)? { self }
    public static func _makeNodeBox(_ view: Self) -> AnyObject { PrimitiveViewBox(view) }
    public func update(_ node: ViewNode) {}
    public func updateEnvironment(_ node: ViewNode) -> Bool { false }
    public var writesPreferences: Bool { false }
    public var isFocusable: Bool { false }
    public var isPreferenceBoundary: Bool { false }
    public var handlesEscape: Bool { false }
    public var handlesScrollKeys: Bool { false }
    public var isFocusBinding: Bool { false }
    public var _focusableView: (any FocusableView)? { nil }
    public var _escapeHandler: (any EscapeHandler)? { nil }
    public var _scrollKeyHandler: (any ScrollKeyHandler)? { nil }
    public var _preferenceWriter: (any PreferenceWriter)? { nil }
    public var _modifiedContent: (any View)? { nil }
    public var stackAxis: Axis? { nil }
    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        StackLayout.column.sizeThatFits(proposal, children: node.children)
    }
    public func place(_ node: ViewNode, in rect: Rect) {
        StackLayout.column.place(node.children, in: rect, direction: node.environment.layoutDirection)
    }
    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        for child in node.children { child.draw(in: &context) }
    }
    public func interactiveChildren(_ node: ViewNode) -> [ViewNode] { node.children }
}

/// A primitive that wraps one content view (most modifiers): the content is its child,
/// laid out in the same rectangle unless the modifier says otherwise. A modifier that
/// changes its content's environment writes `updateEnvironment` alone; the default
/// `update` runs it and reconciles the content.
@preconcurrency @MainActor
public protocol ContentModifierView: PrimitiveView {
    associatedtype Content: View
    var content: Content { get }
}

extension ContentModifierView {
    /// Sets the content's environment (`updateEnvironment`), then reconciles the content.
    public func update(_ node: ViewNode) {
        _ = updateEnvironment(node)
        node.reconcileContent(content)
    }
    /// A modifier that shows its content unchanged passes a new environment through; one
    /// with an `update` of its own says what its environment-only update does.
    public func updateEnvironment(_ node: ViewNode) -> Bool { true }
    public var _modifiedContent: (any View)? { content }
}
