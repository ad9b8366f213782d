/// Mirrors Combine's ObservableObjectPublisher, reduced to what the migration needs on a
/// platform without Combine: `send()` announces a change, `sink` subscribes. The one rule:
/// an `ObservableObject` sends in `willSet`, before the new value is stored — a subscriber
/// that reads the object there sees the old value, so it only marks what it must redo, and
/// redoes it later (a body re-renders on the next update; a list reconfigures its cells in
/// the update phase). A subscription lives as long as the `AnyCancellable` `sink` returns.
@MainActor
public final class ObservableObjectPublisher {
    private var subscribers: [(id: Int, receive: @MainActor () -> Void)] = []
    private var nextID = 0

    public init() {}

    /// How many subscriptions are alive (what tests pin cancellation with).
    public var subscriberCount: Int { subscribers.count }

    /// Announces a change to every subscriber, in the order they subscribed. One that
    /// a subscriber before it cancelled is not called.
    public func send() {
        for (id, receive) in subscribers where subscribers.contains(where: { $0.id == id }) {
            receive()
        }
    }

    /// Mirrors `sink(receiveValue:)`: `receive` runs on every `send()` until the returned
    /// cancellable is cancelled or released.
    public func sink(receiveValue receive: @escaping @MainActor () -> Void) -> AnyCancellable {
        let id = nextID
        nextID += 1
        subscribers.append((id, receive))
        return AnyCancellable { [weak self] in self?.subscribers.removeAll { $0.id == id } }
    }
}
