import Observation
import Testing
import Terminal
@testable import Imperative

@Observable @MainActor
final class Counter {
    var value = 0
}

@MainActor
final class CounterController: ViewController {
    let counter: Counter
    var seen: [Int] = []

    init(counter: Counter) {
        self.counter = counter
        super.init()
        ModelObserver(self) { me in me.seen.append(me.counter.value) }
    }
}

@MainActor
@Suite struct ModelObserverTests {
    @Test func reappliesTheNewValueAfterEveryChangeOnTheNextDrain() {
        let counter = Counter()
        let c = CounterController(counter: counter)
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = c
        counter.value = 1
        #expect(c.seen == [0])
        w.drainObservations()
        #expect(c.seen == [0, 1])
        counter.value = 2
        counter.value = 3
        w.drainObservations()
        #expect(c.seen == [0, 1, 3])
    }

    @Test func aKeyThatChangesTheModelIsReflectedBeforeTheNextFrame() {
        let counter = Counter()
        let c = CounterController(counter: counter)
        c.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Add", key: "a") { counter.value += 1 }]
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = NavigationController(rootViewController: c)
        w.send(.character("a"))
        #expect(c.seen == [0, 1])
    }

    @Test func aChangeWhileOffScreenIsAppliedWhenTheControllerAppears() {
        let counter = Counter()
        let c = CounterController(counter: counter)
        counter.value = 5
        #expect(c.seen == [0])
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = c
        #expect(c.seen == [0, 5])
    }

    @Test func theObserverEndsWhenItsControllerIsFreed() {
        let counter = Counter()
        weak var freed: CounterController?
        do {
            let c = CounterController(counter: counter)
            freed = c
        }
        #expect(freed == nil)
        counter.value = 9
        let w = Window(size: Size(width: 80, height: 24))
        w.drainObservations()
    }

    @Test func aPoppedControllerWithAnObserverIsFreed() {
        let counter = Counter()
        let nav = NavigationController(rootViewController: ViewController())
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = nav
        weak var freed: CounterController?
        do {
            let c = CounterController(counter: counter)
            freed = c
            nav.pushViewController(c)
            _ = w.render()
            nav.popViewController()
        }
        #expect(freed == nil)
        counter.value = 1
        w.drainObservations()
    }
}
