/// Mirrors Combine's ObservableObjectPublisher, reduced to what the migration needs on a
/// platform without Combine: `send()` announces a change, `sink` subscribes. The one rule:
/// an `ObservableObject` sends in `willSet`, before the new value is stored — a subscriber
/// that reads the object there sees the old value, so it only marks what it must redo, and
/// redoes it later (a body re-renders on the next update; a list reconfigures its cells in
/// the update phase), or subscribes with `receive(on: DispatchQueue.main)` to run later,
/// once the change is stored, as on iOS. A subscription lives as long as the `AnyCancellable`
/// `sink` returns.
@preconcurrency @MainActor
public final class ObservableObjectPublisher: Publisher {
    /// As Combine's: an announcement carries no value…
    public typealias Output = Void
    /// …and never fails.
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void>()

    public init() {}

    /// How many subscriptions are alive (what tests pin cancellation with).
    public var subscriberCount: Int { subscribers.count }

    /// Announces a change to every subscriber, in the order they subscribed. One that
    /// a subscriber before it cancelled is not called.
    public func send() { subscribers.send(()) }

    /// Mirrors `sink(receiveValue:)`: `receive` runs on every `send()` until the returned
    /// cancellable is cancelled or released, with the output, `Void` (`sink { _ in … }` and
    /// `sink { … }` both read as in Combine).
    public func sink(receiveValue receive: @escaping @MainActor (Void) -> Void) -> AnyCancellable {
        subscribers.add(receive)
    }
}
