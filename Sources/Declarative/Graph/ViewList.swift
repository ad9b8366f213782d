import Terminal

/// The children a container shows, each with the identity its node is kept under.
/// Views that stand for several children (tuples, conditionals, optionals, `ForEach`,
/// `Group`, `Section`) flatten into the list; every other view is one child. A lazy
/// list (what `List` builds) keeps each `ForEach` as a run whose rows are made only
/// when asked for, so a million rows cost what ten do.
public struct ViewList {
    /// One row of the list: its identity (the path down to it) and its view; a `ForEach`
    /// row also keeps its element's id, which a `List` selection binds to.
    public struct Element {
        public var id: ViewID
        public var view: any View
        public var elementID: AnyHashable?

        public init(id: ViewID, view: any View, elementID: AnyHashable? = nil) {
            self.id = id
            self.view = view
            self.elementID = elementID
        }
    }
    private enum Segment {
        case one(Element)
        case run(count: Int, make: @MainActor (Int) -> Element)
        var count: Int {
            switch self {
            case .one: return 1
            case .run(let n, _): return n
            }
        }
    }
    private var segments: [Segment] = []
    /// True for a list whose `ForEach` runs stay unbuilt until a row is asked for.
    public let isLazy: Bool
    public private(set) var count = 0

    public init(lazy: Bool = false) { isLazy = lazy }

    /// Every element, built (use on eager lists).
    @MainActor
    public var elements: [Element] {
        // One walk over the segments: asking `element(at:)` for each index walks them again
        // from the start each time.
        var all: [Element] = []
        all.reserveCapacity(count)
        for segment in segments {
            switch segment {
            case .one(let e): all.append(e)
            case .run(let n, let make): for i in 0..<n { all.append(make(i)) }
            }
        }
        return all
    }

    /// The element at `index`, built on demand for lazy runs.
    @MainActor
    public func element(at index: Int) -> Element {
        var i = index
        for segment in segments {
            switch segment {
            case .one(let e): if i == 0 { return e }
            case .run(let n, let make): if i < n { return make(i) }
            }
            i -= segment.count
        }
        preconditionFailure("view list index \(index) out of range \(count)")
    }

    /// Adds `view`, flattened, with identities under `id`.
    @MainActor
    public mutating func append(_ view: any View, id: ViewID, elementID: AnyHashable? = nil) {
        if let content = view._listContent {
            content.collect(into: &self, id: id)
        } else {
            segments.append(.one(Element(id: id, view: view, elementID: elementID)))
            count += 1
        }
    }

    /// Makes room for `n` more children at once (a block's), instead of growing the list
    /// one child at a time.
    mutating func reserveCapacity(forMore n: Int) { segments.reserveCapacity(segments.count + n) }

    /// Adds `count` rows made by `make` (lazily in a lazy list, at once otherwise).
    @MainActor
    public mutating func appendRun(count n: Int, make: @escaping @MainActor (Int) -> Element) {
        guard n > 0 else { return }
        if isLazy {
            segments.append(.run(count: n, make: make))
            count += n
        } else {
            for i in 0..<n {
                let e = make(i)
                append(e.view, id: e.id, elementID: e.elementID)
            }
        }
    }

    /// The flattened children of `view`.
    @MainActor
    public static func of(_ view: any View) -> ViewList {
        var list = ViewList()
        list.append(view, id: .root)
        return list
    }

    /// A container's one content child (a modifier's content, a button's label), flattened
    /// under `contentID`.
    @MainActor
    public static func content(_ view: any View) -> ViewList {
        var list = ViewList()
        list.append(view, id: contentID)
        return list
    }
}

// MARK: Identities

extension ViewList {
    /// The identity of a container's one content child (a modifier's content).
    public static let contentID = ViewID.root.child(0)

    /// A builder branch: `if`, `else`, an optional's `some` (`ViewID.branch`).
    enum Branch: Int { case first, second, some }
}

/// What a view standing for several children hands them to: a `ViewList`, or a node's
/// children being built (`ChildBuilder`).
@MainActor
protocol ChildSink {
    mutating func reserveCapacity(forMore n: Int)
    mutating func appendChild<V: View>(_ view: V, id: ViewID)
}

extension ViewList: ChildSink {
    mutating func appendChild<V: View>(_ view: V, id: ViewID) { append(view, id: id) }
}

/// A view that stands for a list of children rather than one.
@preconcurrency @MainActor
public protocol ViewListContent {
    func collect(into list: inout ViewList, id: ViewID)
    /// Gives its children, in their own types, to `node`'s children from `index` on, when those
    /// are the children it collects (`ViewNode.updateChild`), and returns the index after them;
    /// nil when they are not, or when it does not say (the default: the list is built instead).
    func updateChildren(of node: ViewNode, from index: Int, id: ViewID) -> Int?
    /// Appends its children to a node being built, in their own types, under the identities
    /// it collects them with. By default, the views it collects (as `any View`) are appended.
    func buildChildren(into builder: inout ChildBuilder, id: ViewID)
}

extension ViewListContent {
    public func updateChildren(of node: ViewNode, from index: Int, id: ViewID) -> Int? { nil }

    public func buildChildren(into builder: inout ChildBuilder, id: ViewID) {
        var list = ViewList()
        collect(into: &list, id: id)
        for element in list.elements { builder.append(element.view, id: element.id) }
    }
}

/// A view list shown on its own (as a body, or in a host) lays out as a plain column.
extension PrimitiveView where Self: ViewListContent {
    public func update(_ node: ViewNode) { node.reconcileChildren(of: self, id: .root) }
    public func updateEnvironment(_ node: ViewNode) -> Bool { true }
    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        StackLayout(axis: .vertical, spacing: 0, alignment: .start).sizeThatFits(proposal, children: node.children)
    }
    public func place(_ node: ViewNode, in rect: Rect) {
        StackLayout(axis: .vertical, spacing: 0, alignment: .start)
            .place(node.children, in: rect, direction: node.environment.layoutDirection)
    }
}
