import Rules
import Observation
import Terminal

/// The engine's record of one view identity: the current view value, its environment,
/// its state storage and its children. Nodes outlive view values; a node is replaced
/// (and its state reset) only when the identity changes: another position, another
/// type, another `.id`.
@MainActor
public final class ViewNode {
    /// The view value, in its own type (see `ViewBox`): a new box for each new value.
    private(set) var box: ViewBox
    /// The current view value, copied into an existential (diagnostics, casts).
    public var view: any View { box.view }
    /// The type of the view, which never changes for a node.
    public var viewType: any View.Type { box.viewType }
    public internal(set) var environment: EnvironmentValues
    /// The environment handed to children; containers and modifiers adjust it in `update`.
    public var childEnvironment: EnvironmentValues
    public private(set) var children: [ViewNode] = []
    private(set) var childKeys: [ChildKey] = []
    /// False when two children share an identity (each update then matches by key, as at first).
    private(set) var childKeysAreUnique = true
    /// The parent, while it lives: its deinit clears this (`deinit`). Not `weak`: a weak
    /// reference gives the parent a side table, which makes every retain and release of it
    /// take the slow path, on every node with children, in every phase.
    public var parent: ViewNode? { parentReference }
    nonisolated(unsafe) private(set) unowned(unsafe) var parentReference: ViewNode?
    /// The graph, while the node is in its tree: a removed subtree forgets it
    /// (`ViewGraph.nodeRemoved`) and the graph's deinit clears the rest. Not `weak`, as `parent`.
    public var graph: ViewGraph? { graphReference }
    nonisolated(unsafe) unowned(unsafe) var graphReference: ViewGraph?
    /// Distance from the root; dirty nodes are re-evaluated outermost first.
    let depth: Int
    /// The node's rectangle in absolute cells, set by `place(in:)`.
    public internal(set) var frame: Rect = .zero
    /// Storage of dynamic properties (`@State`, …) by field position.
    var slots: [Int: AnyObject] = [:]
    /// What primitive views keep per identity (`storage`), one object per type.
    var typedStorage: [TypeKey: AnyObject] = [:]
    var isDirty = false
    /// False until the body of a composite view has been evaluated once.
    private var hasEvaluatedBody = false
    /// Set while installing `@Environment(Type.self)` or `@EnvironmentObject` when no such
    /// object is in the environment.
    var missingEnvironmentObject: MissingEnvironmentObject?
    /// What the children's environment was last derived from (`deriveChildEnvironment`).
    var derivation: EnvironmentDerivation?
    /// The sizes answered since the node or something below it last changed in a way a size
    /// can depend on (`invalidateSizes`); a handful, so a list beats hashing.
    var sizeCache = SizeCache()
    /// The graph's `sizeEpoch` the cache belongs to: a change that can move every size
    /// (focus shown or hidden) empties every cache at once.
    var sizeCacheEpoch = -1

    /// A node of `graph`; the root is made with no graph (the graph is not whole yet) and
    /// given it right after (`ViewGraph.init`).
    init<V: View>(view: V, environment: EnvironmentValues, parent: ViewNode?, graph: ViewGraph?) {
        self.box = ViewBox.make(view)
        self.environment = environment
        self.childEnvironment = environment
        self.parentReference = parent
        self.graphReference = graph
        self.depth = (parent?.depth ?? -1) + 1
        graph?.interactiveTreeDidChange()
    }

    /// A child may outlive this node (a removed subtree still in the graph's last walk):
    /// it forgets its parent here, so `parent` never names a freed node.
    deinit {
        for child in children { child.parentReference = nil }
        referenceObject?.node = nil
    }

    /// What outlives the node to find it, while it lives (see `NodeReference`); made on first use.
    var reference: NodeReference {
        if referenceObject == nil { referenceObject = NodeReference(self) }
        return referenceObject!
    }
    private var referenceObject: NodeReference?

    struct ChildKey: Hashable {
        var id: ViewID
        var type: ObjectIdentifier
    }

    /// The engine roles of the view's type, asked once per node.
    var kind: ViewKind { box.kind }

    /// The type name of the current view, as diagnostics name views: what
    /// `String(describing:)` prints for a type, without its search for a description.
    public var viewTypeName: String { _typeName(box.viewType, qualified: false) }

    // MARK: Update

    /// Gives the node a new view value and environment and brings its subtree up to date.
    func update(view: any View, environment: EnvironmentValues) {
        update(typed: view, environment: environment)
    }

    /// Gives the node a new value of its view's type (a node's type never changes: its identity
    /// includes it) and brings its subtree up to date.
    func update<V: View>(typed view: consuming V, environment: EnvironmentValues) {
        assert(box.viewType == V.self, "a node of \(viewTypeName) given a \(V.self)")
        let box = unsafeDowncast(self.box, to: TypedViewBox<V>.self)
        if box.isPrimitive {
            // A new view value may read other things (a binding to other state): what the
            // last update observed no longer covers it.
            if observationsArmed, !box.holds(&view) { observationsArmed = false }
            // A preference writer given a view value may write other values (its content's
            // type can be deep: comparing it costs more than collecting again).
            if box.kind.writes { graph?.needsPreferenceWalk = true }
            self.box = box.replacing(with: view)
            // A new value may size the view otherwise.
            invalidateSizes()
            return updatePrimitive(environment: environment)
        }
        let sameView = hasEvaluatedBody && !isDirty && box.holds(&view)
        self.box = box.replacing(with: view)
        updateComposite(sameView: sameView, environment: environment)
    }

    /// Brings the node up to date with the view it holds (a node just made, a node whose body
    /// was invalidated).
    func refresh(environment: EnvironmentValues) {
        if box.isPrimitive {
            // Invalidated (what its update observes changed), or new: it may size otherwise.
            invalidateSizes()
            return updatePrimitive(environment: environment)
        }
        updateComposite(sameView: hasEvaluatedBody && !isDirty, environment: environment)
    }

    /// Hands the node a new environment, its view unchanged: an ancestor's environment changed
    /// and nothing between it and this node evaluated a body. A primitive that can take a new environment alone
    /// (`PrimitiveView.updateEnvironment`) passes it to its children, which keep their views;
    /// a composite evaluates its body only if it reads what changed.
    func update(environment: EnvironmentValues) {
        guard !isDirty else { return refresh(environment: environment) }
        guard box.isPrimitive else { return updateComposite(sameView: hasEvaluatedBody, environment: environment) }
        takeLayoutValues(of: environment)
        self.environment = environment
        self.childEnvironment = environment
        if observing({ box.updateEnvironment(self) }) {
            for child in children { child.update(environment: childEnvironment) }
        } else {
            updatePrimitive(environment: environment)
        }
    }

    /// Runs the primitive's update in `environment`, registering what it observes unless the
    /// last update's registrations are still armed.
    private func updatePrimitive(environment: EnvironmentValues) {
        self.environment = environment
        self.childEnvironment = environment
        isDirty = false
        observing { box.update(self) }
    }

    /// Runs a primitive's update (or its environment-only update), registering what it reads
    /// through `observe` unless the last update's registrations are still armed: the view
    /// value is the same, so it reads the same things, and they have not changed.
    private func observing<T>(_ update: () -> T) -> T {
        observation = observationsArmed ? .armed : .registering
        observationFired = false
        let result = update()
        // Armed only if nothing it registered fired during the update itself.
        if observation == .registered, !observationFired { observationsArmed = true }
        observation = .outsideUpdate
        return result
    }

    /// A composite child whose inputs did not change keeps its body: re-rendering a parent
    /// does not re-render children that read nothing new. A new environment counts only
    /// where the body reads it (its `@Environment` and `@EnvironmentObject` properties):
    /// otherwise the body would come out the same, so its children keep their views and take
    /// the new environment — a trait change re-evaluates only the bodies that read that trait.
    private func updateComposite(sameView: Bool, environment: EnvironmentValues) {
        let previous = self.environment
        takeLayoutValues(of: environment)
        self.environment = environment
        self.childEnvironment = environment
        guard sameView else { return evaluateBody() }
        if previous.matches(environment) { return }
        guard bodyReadsMatch(previous, environment) else { return evaluateBody() }
        for child in children { child.update(environment: environment) }
    }

    /// What the body read of the environment at its last evaluation (nil until asked).
    private var bodyReads: [EnvironmentRead]?

    /// True when every environment value and object the view's properties read is the
    /// same in `new` as in `old`.
    private func bodyReadsMatch(_ old: EnvironmentValues, _ new: EnvironmentValues) -> Bool {
        let reads = bodyReads ?? environmentReads
        bodyReads = reads
        for read in reads {
            switch read {
            case .value(_, let agrees):
                if !agrees(old, new) { return false }
            case .object(let id, _):
                if old.object(id: id) !== new.object(id: id) { return false }
            }
        }
        return true
    }

    /// Re-evaluates the body of a composite view under observation tracking: any
    /// observable property it reads invalidates this node, and only this node.
    func evaluateBody() {
        isDirty = false
        hasEvaluatedBody = true
        // What the body returns now may be sized or placed otherwise.
        invalidateSizes()
        bodyReads = nil
        missingEnvironmentObject = nil
        installDynamicProperties()
        if let missing = missingEnvironmentObject {
            let host = graph?.hostName ?? "its view tree"
            graph?.report(.missingEnvironmentObject(view: viewTypeName, type: missing.typeName, host: host))
            var list = ViewList()
            list.append(MissingObjectPanel(missing: missing, viewName: viewTypeName), id: ["missing"])
            reconcile(list)
            return
        }
        graph?.countBodyEvaluation(of: box.viewType)
        box.evaluateBody(of: self) { [reference] in
            MainActor.assumeIsolated { reference.node?.invalidate() }
        }
    }

    /// Connects the view's dynamic properties (`@State`, `@Environment`, …) to this node,
    /// found from the view type's stored fields once per type.
    private func installDynamicProperties() {
        box.forEachDynamicProperty { property, slot in property.install(in: self, slot: slot) }
    }

    /// What the view's `@Environment` properties read, in declaration order.
    package var environmentReads: [EnvironmentRead] {
        var reads: [EnvironmentRead] = []
        box.forEachDynamicProperty { property, _ in
            if let read = property._environmentRead as? EnvironmentRead { reads.append(read) }
        }
        return reads
    }

    /// Matches `list` against the current children by identity and type: matching nodes
    /// keep their state and get the new view; others are created; the rest are dropped.
    public func reconcile(_ list: ViewList) {
        guard let graph else { return }
        let elements = list.elements
        // The common case: the same identities in the same order; each node gets its new view.
        if childKeysAreUnique && elements.count == children.count
            && zip(childKeys, elements).allSatisfy({ $0.type == ObjectIdentifier(type(of: $1.view)) && $0.id == $1.id })
        {
            for (node, element) in zip(children, elements) {
                node.update(view: element.view, environment: childEnvironment)
            }
            return
        }
        var existing: [ChildKey: ViewNode] = [:]
        // A child whose identity an earlier sibling shares is matched by nothing: it goes.
        var shadowed: [ViewNode] = []
        for (key, node) in zip(childKeys, children) {
            if existing[key] == nil { existing[key] = node } else { shadowed.append(node) }
        }
        var newChildren: [ViewNode] = []
        var newKeys: [ChildKey] = []
        newChildren.reserveCapacity(list.count)
        newKeys.reserveCapacity(list.count)
        for element in elements {
            let key = ChildKey(id: element.id, type: ObjectIdentifier(type(of: element.view)))
            let node: ViewNode
            if let kept = existing.isEmpty ? nil : existing.removeValue(forKey: key) {
                node = kept
                node.update(view: element.view, environment: childEnvironment)
            } else {
                node = ViewNode(view: element.view, environment: childEnvironment, parent: self, graph: graph)
                node.refresh(environment: childEnvironment)
            }
            newChildren.append(node)
            newKeys.append(key)
        }
        for gone in existing.values { graph.nodeRemoved(gone) }
        for gone in shadowed { graph.nodeRemoved(gone) }
        graph.interactiveTreeDidChange()
        // Other children, or the same in another order, are measured and placed again.
        invalidateSizes()
        children = newChildren
        childKeys = newKeys
        childKeysAreUnique = Self.areUnique(newKeys)
    }

    /// Gives a node without children the ones `build` makes, each created in its own type
    /// (`ChildBuilder`): what `reconcile` does with a list of new children, without the list,
    /// its views boxed in existentials, or its lookups of children to keep.
    func buildChildren(_ build: (inout ChildBuilder) -> Void) {
        guard let graph else { return }
        var builder = ChildBuilder(parent: self, graph: graph)
        build(&builder)
        graph.interactiveTreeDidChange()
        invalidateSizes()
        children = builder.nodes
        childKeys = builder.keys
        childKeysAreUnique = Self.areUnique(builder.keys)
    }

    /// True when no two keys are equal. A few children (most lists) are compared pairwise,
    /// which hashes nothing; a long list goes through a set.
    private static func areUnique(_ keys: [ChildKey]) -> Bool {
        guard keys.count > 8 else {
            for i in keys.indices.dropFirst() where keys[..<i].contains(keys[i]) { return false }
            return true
        }
        return Set(keys).count == keys.count
    }

    // MARK: Storage

    /// Where `observe` stands: outside an update it always registers; in an update it
    /// registers unless the last update's registrations are still armed.
    private enum ObservationPhase { case outsideUpdate, registering, registered, armed }
    private var observation = ObservationPhase.outsideUpdate
    /// True while what this primitive's last update observed has not changed. Observation
    /// keeps a registration until what it read changes, so registering on every update of
    /// the same view value (each trait change, each parent re-render) would pile them up.
    private var observationsArmed = false
    private var observationFired = false
    /// How many times `observe` registered, for tests of the mechanism.
    package private(set) var observationRegistrations = 0

    /// Reads `value` under observation tracking: when what it read changes, this node is
    /// updated again (how a primitive reacts to a binding, as a body does). An update of
    /// the same view value while the last update's registrations are armed reads without
    /// registering again: those registrations already cover what it reads.
    public func observe<T>(_ value: () -> T) -> T {
        switch observation {
        case .armed: return value()
        case .registering: observation = .registered
        case .outsideUpdate, .registered: break
        }
        observationRegistrations += 1
        return withObservationTracking(value) { [reference] in
            MainActor.assumeIsolated {
                guard let node = reference.node else { return }
                node.observationsArmed = false
                node.observationFired = true
                node.invalidate()
            }
        }
    }

    /// The children that take part in focus, keys and preferences: all of them, except
    /// where a primitive shows only some (a hidden view, the top of a navigation stack,
    /// the presented sheet).
    public var interactiveChildren: [ViewNode] {
        box.interactiveChildren(self)
    }
}
