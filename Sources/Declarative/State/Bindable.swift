import Observation

/// Mirrors SwiftUI's Bindable: `$model.property` is a Binding into an `@Observable`
/// object, so controls edit the shared model directly (one source of truth).
@propertyWrapper
@dynamicMemberLookup
@preconcurrency @MainActor
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ object: Value) { wrappedValue = object }

    public var projectedValue: Bindable<Value> { self }

    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, T>) -> Binding<T> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
