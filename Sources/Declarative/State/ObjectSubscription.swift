/// What `@ObservedObject`, `@StateObject` and `@EnvironmentObject` keep in their node: the
/// node's subscription to the object's `objectWillChange`. Every announcement invalidates
/// the node (the whole body, whatever it read). The subscription follows the object the
/// view holds now, and ends with the node.
@MainActor
final class ObjectSubscription {
    private weak var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// Subscribes `node` to `object`, unless it already follows that very object.
    func follow(_ object: some ObservableObject, invalidating node: ViewNode) {
        guard cancellable == nil || self.object !== object else { return }
        self.object = object
        cancellable = object.objectWillChange.sink { [reference = node.reference] in reference.node?.invalidate() }
    }

    /// The subscription of `slot` in `node`, made on first use.
    static func of(_ node: ViewNode, slot: Int) -> ObjectSubscription {
        if let existing = node.slots[slot] as? ObjectSubscription { return existing }
        let made = ObjectSubscription()
        node.slots[slot] = made
        return made
    }
}

/// A dynamic property that holds an object its parent passes in (`@ObservedObject`): two
/// values of a view are equal only when they hold the same object, so a parent that passes
/// another object re-renders the child.
@preconcurrency @MainActor
protocol ObjectInputProperty: DynamicProperty {
    var inputObject: AnyObject { get }
}
