import Observation
import Rules

/// The persistent storage behind one `@State`, owned by the node of the view's identity.
/// Observable, so exactly the bodies that read it re-render when it changes.
///
/// It also watches where its first value came from, for `two-sources-of-truth`: the initial
/// value is evaluated under observation tracking, so when that expression read an observable
/// model property (`State(initialValue: invoice.isVoid)`), a later change of that property
/// reaches the storage. If the view never wrote the state, the next update re-reads the
/// expression; a different value means the state is a stale copy of a fact the model owns.
/// A state the view wrote (the user edited a draft) is its own and is left alone.
@MainActor
final class StateStorage<Value>: StateRevision {
    private var stored: Value
    /// The state's value: a read is observed, and a write changes the revision, as an
    /// `@Observable` property's does (every write notifies: `Value` need not be `Equatable`).
    var value: Value {
        get {
            noteRead()
            return stored
        }
        set { noteWrite { stored = newValue } }
    }
    /// True once the view wrote the state (through `wrappedValue` or a binding).
    private var isWrittenByView = false
    private let source: StateSource

    /// Storage seeded by evaluating `initial` once, for `node`.
    init(seed initial: @MainActor () -> Value, node: ViewNode) {
        source = StateSource(node: node)
        stored = source.track(initial)
    }

    /// The view's write: from now on the state is the view's own.
    func write(_ newValue: Value) {
        isWrittenByView = true
        source.isWatching = false
        value = newValue
    }

    /// Called when the node installs its state again: when the model the first value came
    /// from changed and the view never wrote the state, `initial` (the current view value's
    /// initial expression, which reads the model again) is compared with the state.
    func checkSource(_ initial: @MainActor () -> Value, slot: Int) {
        guard source.didChange, !isWrittenByView, let node = source.reference.node else { return }
        source.didChange = false
        let now = source.track(initial)
        guard let same = Self.equal(now, value), !same else { return }
        node.graph?.report(
            .twoSourcesOfTruth(
                view: node.viewTypeName, property: Self.propertyName(in: node, slot: slot),
                model: String(describing: now), copy: String(describing: value)))
    }

    /// Whether two values are equal, when the type says (`Equatable`); nil otherwise.
    private static func equal(_ a: Value, _ b: Value) -> Bool? {
        guard let a = a as? any Equatable else { return nil }
        return isEqual(a, b)
    }

    private static func isEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T) == a }

    /// The declared name of the state at `slot` (`isVoid` for `@State var isVoid`).
    private static func propertyName(in node: ViewNode, slot: Int) -> String {
        let fields = StoredFields.fields(of: node.viewType)
        let field = fields.indices.contains(slot) ? fields[slot].name : "state"
        return field.hasPrefix("_") ? String(field.dropFirst()) : field
    }
}

/// What Observation sees of a state: its revision, which every write changes. The property is
/// a non-generic class's, so the key path Observation is given is made once for the program;
/// the key path of a generic class's property (`StateStorage<Value>.value`, as `@Observable`
/// would track it) is built again by the runtime at every read and write.
@MainActor
class StateRevision: Observable {
    private let registrar = ObservationRegistrar()
    private var revision = 0

    /// Tells Observation the value was read.
    final func noteRead() { registrar.access(self, keyPath: \StateRevision.revision) }

    /// Runs `write` as a change of the value, between Observation's will-set and did-set.
    final func noteWrite(_ write: () -> Void) {
        registrar.withMutation(of: self, keyPath: \StateRevision.revision) {
            revision &+= 1
            write()
        }
    }
}

/// Where a state's value came from: evaluating its initial expression under observation
/// tracking registers a change handler only when the expression read an observable property
/// (the registration lives until that property changes). The change marks the source
/// changed and re-renders the node, whose next install compares.
@MainActor
private final class StateSource {
    let reference: NodeReference
    var didChange = false
    /// False once the view wrote the state: a change of the model no longer concerns it.
    var isWatching = true

    init(node: ViewNode) { reference = node.reference }

    func track<Value>(_ initial: @MainActor () -> Value) -> Value {
        withObservationTracking(initial) { [weak self] in
            MainActor.assumeIsolated { self?.changed() }
        }
    }

    private func changed() {
        guard isWatching else { return }
        didChange = true
        reference.node?.invalidate()
    }
}
