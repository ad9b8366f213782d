/// Mirrors Combine's ObservableObject, the data flow before Observation: an object that
/// announces, through `objectWillChange`, that it is about to change. Its `@Published`
/// properties send in `willSet`. A view that holds it with `@ObservedObject`,
/// `@StateObject` or `@EnvironmentObject` re-renders on every announcement — of any
/// property, whether or not its body read it, unlike `@Observable`'s per-property tracking.
/// The imperative side subscribes with `objectWillChange.sink { … }` and keeps the
/// cancellable. A conformance need not declare `objectWillChange`: the default gives each
/// object one publisher for its lifetime.
@preconcurrency @MainActor
public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    public var objectWillChange: ObservableObjectPublisher { ObjectWillChangePublishers.publisher(of: self) }
}

/// The default `objectWillChange` of each object (Combine keeps it in the object, found by
/// reflection): one publisher per living object, looked up by identity. An entry whose
/// object was freed is replaced when its address is reused, and swept once the table has
/// doubled since the last sweep, so freed objects' publishers do not pile up.
@MainActor
enum ObjectWillChangePublishers {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var sweepAt = 64

    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object { return entry.publisher }
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.object != nil }
            sweepAt = max(64, entries.count * 2)
        }
        let publisher = ObservableObjectPublisher()
        entries[key] = Entry(object: object, publisher: publisher)
        return publisher
    }
}
