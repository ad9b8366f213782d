import Dispatch
import Foundation
import Testing

@testable import Declarative

/// A model written the Combine way.
@MainActor
private final class Basket: ObservableObject {
    @Published var count = 0
    @Published var note = "empty"
}

/// Lets the main queue run what was queued before now (the test holds the main actor).
@MainActor
private func mainQueueTurn() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { done.resume() }
    }
}

/// Combine's call shapes on an `ObservableObject`: `objectWillChange` and `$property`
/// publishers, `receive(on:)`, `sink`, `AnyCancellable` and `store(in:)`.
@MainActor
@Suite struct PublisherTests {
    @Test func sinkTakesTheVoidOutputWithOrWithoutAParameter() {
        let basket = Basket()
        var calls = 0
        let named = basket.objectWillChange.sink { _ in calls += 1 }
        let bare = basket.objectWillChange.sink { calls += 10 }
        basket.count = 1
        #expect(calls == 11)
        _ = (named, bare)
    }

    @Test func sinkRunsInWillSetAndReadsTheOldValue() {
        let basket = Basket()
        var seen: [Int] = []
        let subscription = basket.objectWillChange.sink { _ in seen.append(basket.count) }
        basket.count = 3
        #expect(seen == [0])
        _ = subscription
    }

    @Test func receiveOnTheMainQueueDeliversLaterWithTheNewValue() async {
        let basket = Basket()
        var seen: [Int] = []
        let subscription = basket.objectWillChange.receive(on: DispatchQueue.main).sink { _ in seen.append(basket.count)
        }
        basket.count = 3
        #expect(seen.isEmpty)
        await mainQueueTurn()
        #expect(seen == [3])
        _ = subscription
    }

    @Test func receiveOnTheMainRunLoopDeliversLaterWithTheNewValue() async {
        let basket = Basket()
        var seen: [String] = []
        let subscription = basket.objectWillChange.receive(on: RunLoop.main).sink { seen.append(basket.note) }
        basket.note = "two apples"
        #expect(seen.isEmpty)
        await mainQueueTurn()
        #expect(seen == ["two apples"])
        _ = subscription
    }

    @Test func aDeliveryQueuedWhenTheSubscriptionEndsIsDropped() async {
        let basket = Basket()
        var calls = 0
        var subscription: AnyCancellable? = basket.objectWillChange.receive(on: DispatchQueue.main).sink { _ in
            calls += 1
        }
        basket.count = 1
        subscription = nil
        await mainQueueTurn()
        #expect(calls == 0)
        #expect(basket.objectWillChange.subscriberCount == 0)
        _ = subscription
    }

    @Test func aPublishedPropertysPublisherGivesTheCurrentValueThenEachNewOneInWillSet() {
        let basket = Basket()
        var received: [Int] = []
        var storedWhenReceived: [Int] = []
        let subscription = basket.$count.sink { newValue in
            received.append(newValue)
            storedWhenReceived.append(basket.count)
        }
        basket.count = 5
        basket.count = 7
        #expect(received == [0, 5, 7])
        #expect(storedWhenReceived == [0, 0, 5])
        subscription.cancel()
        basket.count = 9
        #expect(received == [0, 5, 7])
    }

    @Test func aPublishedPropertyOnTheMainQueueArrivesLater() async {
        let basket = Basket()
        var received: [String] = []
        let subscription = basket.$note.receive(on: DispatchQueue.main).sink { received.append($0) }
        basket.note = "one pear"
        #expect(received.isEmpty)
        await mainQueueTurn()
        #expect(received == ["empty", "one pear"])
        _ = subscription
    }

    @Test func storedCancellablesLiveAsLongAsTheirSet() {
        let basket = Basket()
        var calls = 0
        var cancellables = Set<AnyCancellable>()
        basket.objectWillChange.sink { _ in calls += 1 }.store(in: &cancellables)
        basket.$count.sink { _ in calls += 10 }.store(in: &cancellables)
        var list: [AnyCancellable] = []
        basket.objectWillChange.sink { calls += 100 }.store(in: &list)
        #expect(cancellables.count == 2 && list.count == 1)
        calls = 0
        basket.count = 1
        #expect(calls == 111)
        cancellables.removeAll()
        list.removeAll()
        basket.count = 2
        #expect(calls == 111)
        #expect(basket.objectWillChange.subscriberCount == 0)
    }
}
