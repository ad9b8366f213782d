import Observation
import Terminal

/// A node as what outlives it holds it (an observation's change handler, which can run after
/// the node left its tree; a subscription; a scroll view's followed control): the node while it
/// lives, nil after. Not a weak reference: that gives the node a side table, and every retain
/// and release of a node with one takes the runtime's slow path, in every phase. The node
/// clears it as it goes (`deinit`).
final class NodeReference: @unchecked Sendable {
    nonisolated(unsafe) unowned(unsafe) var node: ViewNode?
    @MainActor init(_ node: ViewNode) { self.node = node }
}

/// A node's view value, kept in its own type (`TypedViewBox<V>`, one box a value): the engine's
/// operations on the value (its body, layout, drawing, roles) are this class's methods,
/// answered for the type by the subclass made for it, so a node updated, measured or drawn never
/// copies its view into an existential or asks the runtime what it is. The type and its roles
/// are the node's for its life: an identity includes its view's type.
@MainActor
class ViewBox {
    /// The type of the view, which never changes for a node.
    let viewType: any View.Type
    /// The engine roles of the type, asked once.
    let kind: ViewKind
    /// True for a primitive view (`PrimitiveViewBox`), false for a composite (`CompositeViewBox`).
    let isPrimitive: Bool

    init(viewType: any View.Type, kind: ViewKind, isPrimitive: Bool) {
        self.viewType = viewType
        self.kind = kind
        self.isPrimitive = isPrimitive
    }

    /// The box for `view`: primitive or composite, as its conformance says (`View._makeNodeBox`).
    static func make<V: View>(_ view: V) -> ViewBox { unsafeDowncast(V._makeNodeBox(view), to: ViewBox.self) }

    /// The value, copied into an existential: for diagnostics and casts, not the hot paths.
    var view: any View { fatalError("ViewBox is abstract") }

    /// Calls `body` with each dynamic property the value holds, and its slot.
    func forEachDynamicProperty(_ body: (any DynamicProperty, Int) -> Void) {}

    /// A composite's body, evaluated under observation tracking (`onChange` when what it read
    /// changes) and reconciled into `node`'s children.
    func evaluateBody(of node: ViewNode, onChange: @escaping @Sendable () -> Void) {}

    // MARK: A primitive's operations (see `PrimitiveView`); a composite lays its children out as a column.

    func update(_ node: ViewNode) {}
    func updateEnvironment(_ node: ViewNode) -> Bool { false }
    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        StackLayout.column.sizeThatFits(proposal, children: node.children)
    }
    func place(_ node: ViewNode, in rect: Rect) {
        StackLayout.column.place(node.children, in: rect, direction: node.environment.layoutDirection)
    }
    func draw(_ node: ViewNode, in context: inout RenderContext) {
        for child in node.children { child.draw(in: &context) }
    }
    func interactiveChildren(_ node: ViewNode) -> [ViewNode] { node.children }

    // MARK: The value in each of its roles (see `ViewKind`), nil in the others

    var focusableView: (any FocusableView)? { nil }
    var escapeHandler: (any EscapeHandler)? { nil }
    var scrollKeyHandler: (any ScrollKeyHandler)? { nil }
    var preferenceWriter: (any PreferenceWriter)? { nil }
    var stackAxis: Axis? { nil }
}

/// A view value of type `V`. The value is a constant: a new value comes in a new box
/// (`replacing(with:)`), for a method called on a variable's value (a class's `var`, what a
/// pointer points at) runs on a copy (the call could replace it), and a view holds its content,
/// so each node of a modifier chain would copy what is below it on every size, place, draw and
/// update. A constant is called where it is.
@MainActor
class TypedViewBox<V: View>: ViewBox {
    final let value: V

    init(_ value: consuming V, kind: ViewKind, isPrimitive: Bool) {
        self.value = value
        super.init(viewType: V.self, kind: kind, isPrimitive: isPrimitive)
    }

    /// A box of the same kind holding `new`.
    func replacing(with new: consuming V) -> TypedViewBox<V> { fatalError("TypedViewBox is abstract") }

    override final var view: any View { value }

    /// True when `new` equals the value held, as `ViewEquality` compares views: both compared
    /// where they are (taking a parameter's address copies it, an `inout` one's does not).
    final func holds(_ new: inout V) -> Bool {
        withUnsafePointer(to: value) { a in withUnsafePointer(to: &new) { b in ViewEquality.equalValues(at: a, b) } }
    }

    override final func forEachDynamicProperty(_ body: (any DynamicProperty, Int) -> Void) {
        withUnsafePointer(to: value) { StoredFields.forEachDynamicProperty(at: $0, body) }
    }
}

/// A composite view: its body, evaluated in its own type and reconciled without an existential
/// when it is one view.
@MainActor
final class CompositeViewBox<V: View>: TypedViewBox<V> {
    init(_ value: consuming V) { super.init(value, kind: ViewKind(), isPrimitive: false) }

    override func replacing(with new: consuming V) -> TypedViewBox<V> { CompositeViewBox(new) }

    override func evaluateBody(of node: ViewNode, onChange: @escaping @Sendable () -> Void) {
        let body = withObservationTracking({ value.body }, onChange: onChange)
        node.reconcileBody(body)
    }
}

/// A primitive view: the engine's operations call its conformance directly.
@MainActor
final class PrimitiveViewBox<V: PrimitiveView>: TypedViewBox<V> {
    init(_ value: V) { super.init(value, kind: ViewKind.of(primitive: value), isPrimitive: true) }
    private init(_ value: consuming V, kind: ViewKind) { super.init(value, kind: kind, isPrimitive: true) }

    override func replacing(with new: consuming V) -> TypedViewBox<V> { PrimitiveViewBox(new, kind: kind) }

    override func update(_ node: ViewNode) { value.update(node) }
    override func updateEnvironment(_ node: ViewNode) -> Bool { value.updateEnvironment(node) }
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        value.sizeThatFits(proposal, node: node)
    }
    override func place(_ node: ViewNode, in rect: Rect) { value.place(node, in: rect) }
    override func draw(_ node: ViewNode, in context: inout RenderContext) { value.draw(node, in: &context) }
    override func interactiveChildren(_ node: ViewNode) -> [ViewNode] { value.interactiveChildren(node) }
    override var focusableView: (any FocusableView)? { value._focusableView }
    override var escapeHandler: (any EscapeHandler)? { value._escapeHandler }
    override var scrollKeyHandler: (any ScrollKeyHandler)? { value._scrollKeyHandler }
    override var preferenceWriter: (any PreferenceWriter)? { value._preferenceWriter }
    override var stackAxis: Axis? { value.stackAxis }
}
