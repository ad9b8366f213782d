import Observation

/// Mirrors SwiftUI's State: a value owned by the view's identity. It survives re-renders
/// while the identity holds, and resets when the identity changes.
@propertyWrapper
@preconcurrency @MainActor
public struct State<Value>: DynamicProperty {
    private final class Location {
        var storage: StateStorage<Value>?
    }
    /// The initial value's expression, evaluated when the identity first installs the state
    /// (under observation tracking, for `two-sources-of-truth`), not on every re-render.
    private let initial: @MainActor () -> Value
    private let location = Location()

    public init(wrappedValue: @autoclosure @escaping @MainActor () -> Value) { initial = wrappedValue }
    public init(initialValue: @autoclosure @escaping @MainActor () -> Value) { initial = initialValue }

    public var wrappedValue: Value {
        get { location.storage?.value ?? initial() }
        nonmutating set { location.storage?.write(newValue) }
    }

    public var projectedValue: Binding<Value> {
        let location = self.location
        let initial = self.initial
        return Binding(
            get: { location.storage?.value ?? initial() },
            set: { location.storage?.write($0) })
    }

    public func install(in node: ViewNode, slot: Int) {
        if let existing = node.slots[slot] as? StateStorage<Value> {
            location.storage = existing
            existing.checkSource(initial, slot: slot)
        } else {
            let s = StateStorage(seed: initial, node: node)
            node.slots[slot] = s
            location.storage = s
            node.graph?.noteStateDeclared(in: node)
        }
    }
}

/// Mirrors SwiftUI's Binding: a two-way connection to a value owned elsewhere.
@propertyWrapper
@preconcurrency @MainActor
public struct Binding<Value> {
    private let getter: @MainActor () -> Value
    private let setter: @MainActor (Value) -> Void

    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding to a fixed value that ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
}
