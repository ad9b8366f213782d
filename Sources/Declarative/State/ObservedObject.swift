/// Mirrors SwiftUI's ObservedObject: an `ObservableObject` the view is given and does not
/// own. The body re-renders whenever the object announces a change. The one rule: the view
/// does not keep the object — a parent that makes a new one on every render (instead of
/// holding it in `@StateObject`) hands the view a fresh object each time.
@propertyWrapper
@preconcurrency @MainActor
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, ObjectInputProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// `$model.property`: a binding into the object.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    var inputObject: AnyObject { wrappedValue }

    public func install(in node: ViewNode, slot: Int) {
        ObjectSubscription.of(node, slot: slot).follow(wrappedValue, invalidating: node)
    }

    /// Mirrors `ObservedObject.Wrapper`: bindings to the object's properties by key path.
    @dynamicMemberLookup
    @MainActor
    public struct Wrapper {
        let object: ObjectType

        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}
