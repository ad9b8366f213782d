import Terminal

/// Mirrors SwiftUI's TupleView: the several children of a view builder block.
/// Each child's identity is its position in the block.
public struct TupleView<each V: View>: PrimitiveView, ViewListContent {
    /// The children, kept in a box: a stack or a modifier around a block is copied each time
    /// it is handed down, and copying a tuple of a parameter pack looks up the tuple's type at
    /// run time; copying the box is one retain. Compared by its children (`CustomComparison`).
    private let storage: Storage

    final class Storage {
        /// Never changed after `init`; a `var` so comparisons read it in place (`withUnsafeMutablePointer`).
        fileprivate(set) var value: (repeat each V)
        init(_ value: (repeat each V)) { self.value = value }
    }

    public var value: (repeat each V) { storage.value }

    public init(_ value: repeat each V) { storage = Storage((repeat each value)) }

    public func collect(into list: inout ViewList, id: ViewID) { appendChildren(to: &list, id: id) }

    public func buildChildren(into builder: inout ChildBuilder, id: ViewID) { appendChildren(to: &builder, id: id) }

    /// Hands each child, under its position in the block, to a list or a node being built,
    /// with room made for all of them first.
    private func appendChildren<Children: ChildSink>(to children: inout Children, id: ViewID) {
        var count = 0
        for _ in repeat (each V).self { count += 1 }
        children.reserveCapacity(forMore: count)
        var position = 0
        for child in repeat each storage.value {
            children.appendChild(child, id: id.child(position))
            position += 1
        }
    }

    public func updateChildren(of node: ViewNode, from index: Int, id: ViewID) -> Int? {
        var next = index
        var position = 0
        for child in repeat each storage.value {
            guard let end = node.updateChild(child, at: next, id: id.child(position)) else { return nil }
            next = end
            position += 1
        }
        return next
    }
}

extension TupleView: CustomComparison {
    /// Two blocks are equal when they are one box or their children are equal, position by position.
    @MainActor static func customComparison() -> ViewEquality.Comparison {
        let children = ViewEquality.comparison(for: (repeat each V).self)
        return { a, b, closures in
            let x = a.assumingMemoryBound(to: Self.self).pointee.storage
            let y = b.assumingMemoryBound(to: Self.self).pointee.storage
            if x === y { return true }
            return withUnsafeMutablePointer(to: &x.value) { pu in
                withUnsafeMutablePointer(to: &y.value) { pv in
                    children(UnsafeRawPointer(pu), UnsafeRawPointer(pv), closures)
                }
            }
        }
    }
}

/// The result of `if`/`else` and `switch` in a view builder. The two branches have
/// different identities: switching branch resets the state inside.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView, ViewListContent {
    /// The branch taken, with its content.
    public enum Storage { case first(TrueContent), second(FalseContent) }
    public let storage: Storage

    public init(_ storage: Storage) { self.storage = storage }

    public func collect(into list: inout ViewList, id: ViewID) {
        switch storage {
        case .first(let v): list.append(v, id: id.branch(.first))
        case .second(let v): list.append(v, id: id.branch(.second))
        }
    }

    public func updateChildren(of node: ViewNode, from index: Int, id: ViewID) -> Int? {
        switch storage {
        case .first(let v): node.updateChild(v, at: index, id: id.branch(.first))
        case .second(let v): node.updateChild(v, at: index, id: id.branch(.second))
        }
    }

    public func buildChildren(into builder: inout ChildBuilder, id: ViewID) {
        switch storage {
        case .first(let v): builder.append(v, id: id.branch(.first))
        case .second(let v): builder.append(v, id: id.branch(.second))
        }
    }

}

extension Optional: View where Wrapped: View {
    /// A primitive: `nil` shows nothing, a value shows its view.
    public typealias Body = Never
}

extension Optional: PrimitiveView, ViewListContent where Wrapped: View {
    public func collect(into list: inout ViewList, id: ViewID) {
        if let v = self { list.append(v, id: id.branch(.some)) }
    }

    public func updateChildren(of node: ViewNode, from index: Int, id: ViewID) -> Int? {
        guard let v = self else { return index }
        return node.updateChild(v, at: index, id: id.branch(.some))
    }

    public func buildChildren(into builder: inout ChildBuilder, id: ViewID) {
        if let v = self { builder.append(v, id: id.branch(.some)) }
    }
}

/// Mirrors SwiftUI's EmptyView: nothing, taking no room.
public struct EmptyView: PrimitiveView, ViewListContent {
    public init() {}
    public func collect(into list: inout ViewList, id: ViewID) {}
    public func updateChildren(of node: ViewNode, from index: Int, id: ViewID) -> Int? { index }
    public func buildChildren(into builder: inout ChildBuilder, id: ViewID) {}
}

/// Mirrors SwiftUI's Group: several children without a layout of their own.
public struct Group<Content: View>: PrimitiveView, ViewListContent {
    public let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func collect(into list: inout ViewList, id: ViewID) { list.append(content, id: id) }
    public func updateChildren(of node: ViewNode, from index: Int, id: ViewID) -> Int? {
        node.updateChild(content, at: index, id: id)
    }
    public func buildChildren(into builder: inout ChildBuilder, id: ViewID) { builder.append(content, id: id) }
}

/// Mirrors SwiftUI's AnyView: a type-erased view. Its identity includes the erased type,
/// so a different type gets a fresh node.
public struct AnyView: PrimitiveView {
    public let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    public func update(_ node: ViewNode) {
        var list = ViewList()
        list.append(view, id: [ObjectIdentifier(type(of: view))])
        node.reconcile(list)
    }
    public func updateEnvironment(_ node: ViewNode) -> Bool { true }
}
