/// Mirrors SwiftUI's FocusState: which control has focus, readable and writable. Bind it
/// with `.focused($flag)` or `.focused($field, equals: .note)`; setting it moves focus
/// there, and moving focus with keys updates it.
@propertyWrapper
@preconcurrency @MainActor
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let state: State<Value>

    public init() where Value == Bool { state = State(wrappedValue: false) }
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }

    public func install(in node: ViewNode, slot: Int) { state.install(in: node, slot: slot) }
}
