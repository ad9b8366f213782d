/// Mirrors SwiftUI's StateObject: an `ObservableObject` owned by the view's identity. The
/// expression given is evaluated once, lazily, when the identity first installs the
/// property (not when the view value is made); the object is kept across re-renders and
/// released when the identity goes. The body re-renders whenever the object announces a
/// change. Read outside a body before it is installed, it makes a new object each time, as
/// SwiftUI warns.
@propertyWrapper
@preconcurrency @MainActor
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private final class Location {
        var storage: StateObjectStorage<ObjectType>?
    }
    private let make: @MainActor () -> ObjectType
    private let location = Location()

    public init(wrappedValue thunk: @autoclosure @escaping @MainActor () -> ObjectType) { make = thunk }

    public var wrappedValue: ObjectType { location.storage?.object ?? make() }

    /// `$model.property`: a binding into the object.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    public func install(in node: ViewNode, slot: Int) {
        if let existing = node.slots[slot] as? StateObjectStorage<ObjectType> {
            location.storage = existing
            return
        }
        let storage = StateObjectStorage(object: make())
        node.slots[slot] = storage
        location.storage = storage
        storage.subscription.follow(storage.object, invalidating: node)
    }
}

/// The object a `@StateObject` owns, and its node's subscription to it.
@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
    let object: ObjectType
    let subscription = ObjectSubscription()
    init(object: ObjectType) { self.object = object }
}
