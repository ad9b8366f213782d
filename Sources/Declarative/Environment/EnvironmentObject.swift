/// Mirrors SwiftUI's EnvironmentObject: an `ObservableObject` an ancestor provided with
/// `.environmentObject(_:)`, found by its type. The body re-renders whenever the object
/// announces a change. A missing object does not crash as in SwiftUI: the view is replaced
/// by the error panel naming the type and the view, and `missing-environment-object` is
/// recorded, as for `@Environment(Type.self)`.
@propertyWrapper
@preconcurrency @MainActor
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, EnvironmentReading {
    private final class Box {
        weak var object: ObjectType?
    }
    private let box = Box()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found: read outside of a body, "
                    + "or .environmentObject(_:) is missing (the engine shows an error panel instead)")
        }
        return object
    }

    /// `$model.property`: a binding into the object.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    package var environmentRead: EnvironmentRead {
        .object(ObjectIdentifier(ObjectType.self), typeName: String(describing: ObjectType.self))
    }

    public var _environmentRead: Any? { environmentRead }

    public func install(in node: ViewNode, slot: Int) {
        guard let object = node.environment.object(ObjectType.self) else {
            box.object = nil
            node.missingEnvironmentObject = MissingEnvironmentObject(
                typeName: String(describing: ObjectType.self),
                modifier: ".environmentObject(_:)")
            return
        }
        box.object = object
        ObjectSubscription.of(node, slot: slot).follow(object, invalidating: node)
    }
}
