import Dispatch
import Foundation

/// Mirrors Combine's Publisher, reduced to what a migrating app does with the publishers of
/// its `ObservableObject`s on a platform without Combine: subscribe with `sink`, move the
/// delivery to the main queue with `receive(on:)`, keep the `AnyCancellable`
/// (https://developer.apple.com/documentation/combine/publisher). Every subscriber runs on
/// the main actor, where Seam's models live; no publisher here fails (`Failure` is `Never`).
@preconcurrency @MainActor
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Mirrors `sink(receiveValue:)`: `receiveValue` runs with every value until the returned
    /// cancellable is cancelled or released.
    func sink(receiveValue: @escaping @MainActor (Output) -> Void) -> AnyCancellable
}

/// Mirrors Combine's Scheduler as `receive(on:)` uses it: where a value is delivered.
/// `DispatchQueue.main` and `RunLoop.main` are the schedulers, as in an iOS app's UI code.
public protocol Scheduler {
    associatedtype SchedulerOptions

    /// Runs `action` later, on this scheduler.
    func schedule(options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void)
}

extension DispatchQueue: Scheduler {
    /// No options: the delivery is a plain `async`.
    public typealias SchedulerOptions = Never

    /// Runs `action` on the queue, later (`async`). Seam's subscribers are on the main actor:
    /// a queue other than the main one stops the program with a message naming it.
    public func schedule(options: Never?, _ action: @escaping @Sendable () -> Void) {
        precondition(
            label == DispatchQueue.main.label,
            "receive(on: \(label)): Seam's publishers deliver on the main actor; use DispatchQueue.main")
        async(execute: action)
    }
}

extension RunLoop: Scheduler {
    /// No options: the delivery is queued as is.
    public typealias SchedulerOptions = Never

    /// Runs `action` in a later turn of the main run loop: Seam's loops service it through the
    /// main queue (`MainQueue`), so the delivery is queued there, later and on the main thread
    /// as `perform` would. Seam's subscribers are on the main actor: another run loop stops the
    /// program.
    public func schedule(options: Never?, _ action: @escaping @Sendable () -> Void) {
        precondition(
            self === RunLoop.main, "receive(on:): Seam's publishers deliver on the main actor; use RunLoop.main")
        DispatchQueue.main.async(execute: action)
    }
}

extension Publisher {
    /// Mirrors `receive(on:options:)`: every value is delivered later, on `scheduler` — after
    /// the code that sent it has finished (for `objectWillChange`, after the property changed,
    /// so the subscriber reads the new value, as on iOS).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}

/// Mirrors Combine's Publishers namespace.
public enum Publishers {
    /// Mirrors `Publishers.ReceiveOn`: the upstream's values, delivered on a scheduler.
    @preconcurrency @MainActor
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values…
        public typealias Output = Upstream.Output
        /// …and its failure.
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        /// A delivery still queued when the subscription ends is dropped.
        public func sink(receiveValue: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
            let subscription = Subscription()
            let scheduler = self.scheduler, options = self.options
            subscription.upstream = upstream.sink { value in
                let delivery = Delivery(subscription: subscription, value: value, receive: receiveValue)
                scheduler.schedule(options: options) { MainActor.assumeIsolated { delivery.run() } }
            }
            return AnyCancellable { subscription.cancel() }
        }
    }
}

/// A `receive(on:)` subscription: alive until cancelled.
@MainActor
private final class Subscription {
    var upstream: AnyCancellable?
    var isCancelled = false

    func cancel() {
        isCancelled = true
        upstream?.cancel()
        upstream = nil
    }
}

/// One value on its way to a subscriber across the scheduler: it crosses as a whole and is
/// opened on the main actor only, where it was made.
private final class Delivery<Value>: @unchecked Sendable {
    private let subscription: Subscription
    private let value: Value
    private let receive: @MainActor (Value) -> Void

    @MainActor init(subscription: Subscription, value: Value, receive: @escaping @MainActor (Value) -> Void) {
        self.subscription = subscription
        self.value = value
        self.receive = receive
    }

    @MainActor func run() {
        if !subscription.isCancelled { receive(value) }
    }
}

/// The subscribers of a publisher, in the order they subscribed, each until its cancellable
/// ends it.
@MainActor
final class SubscriberList<Value> {
    private var subscribers: [(id: Int, receive: @MainActor (Value) -> Void)] = []
    private var nextID = 0

    var count: Int { subscribers.count }

    /// Hands `value` to every subscriber; one that a subscriber before it cancelled is not called.
    func send(_ value: Value) {
        for (id, receive) in subscribers where subscribers.contains(where: { $0.id == id }) {
            receive(value)
        }
    }

    func add(_ receive: @escaping @MainActor (Value) -> Void) -> AnyCancellable {
        let id = nextID
        nextID += 1
        subscribers.append((id, receive))
        return AnyCancellable { [weak self] in self?.subscribers.removeAll { $0.id == id } }
    }
}
