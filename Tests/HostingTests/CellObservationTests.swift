import Observation
import Testing
import Terminal
import Declarative
import Imperative
import TestSupport
@testable import Hosting

/// A chore a row observes, made on demand and held only by the row's content.
@Observable
@MainActor
final class Chore {
    let number: Int
    var done = false
    init(number: Int) { self.number = number }
}

/// Counts body evaluations per item, across cells and trees.
@MainActor
final class BodyCounter {
    var counts: [Int: Int] = [:]
}

struct ChoreRow: View {
    let chore: Chore
    let counter: BodyCounter
    var body: some View {
        let _ = counter.counts[chore.number, default: 0] += 1
        Text("\(chore.done ? "done" : "open") \(chore.number)")
    }
}

/// Chores made as rows ask for them, kept weakly: a chore lives while a row's content holds it.
@MainActor
final class ChoreStore {
    private var made: [Int: WeakChore] = [:]
    private struct WeakChore { weak var chore: Chore? }

    func chore(_ number: Int) -> Chore {
        if let chore = made[number]?.chore { return chore }
        let chore = Chore(number: number)
        made[number] = WeakChore(chore: chore)
        return chore
    }

    func alive(_ number: Int) -> Chore? { made[number]?.chore }
    var aliveNumbers: Set<Int> { Set(made.compactMap { $0.value.chore == nil ? nil : $0.key }) }
}

@MainActor
@Suite struct CellObservationTests {
    func show(_ controller: ViewController, height: Int = 12) -> Window {
        let window = Window(size: Size(width: 40, height: height))
        window.rootViewController = controller
        _ = window.render()
        return window
    }

    @Test func anItemChangeRefreshesItsCellAloneWithoutReconfiguringTheList() {
        let store = ChoreStore(), counter = BodyCounter()
        let screen = ListHostController(count: 100, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { ChoreRow(chore: store.chore(n), counter: counter) }
        }
        let window = show(screen)
        let configured = screen.list.configuredCellCount
        let before = counter.counts
        store.alive(3)?.done = true
        let frame = window.render()
        #expect(frame.line(2).hasPrefix(" done 3"))
        #expect(frame.line(3).hasPrefix(" open 4"))
        #expect(screen.list.configuredCellCount == configured, "the list configured no cell")
        var expected = before
        expected[3, default: 0] += 1
        #expect(counter.counts == expected, "only the changed item's row evaluated its body")
    }

    @Test func rowsScrolledAwayLeaveNoObservationBehind() {
        let store = ChoreStore(), counter = BodyCounter()
        let screen = ListHostController(count: 10_000, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { ChoreRow(chore: store.chore(n), counter: counter) }
        }
        let window = show(screen)
        weak let first = store.alive(1)
        #expect(first != nil)
        for _ in 0..<50 { window.send(.pageDown); _ = window.render() }
        // An observation lives in the registrar of the object it observes: a freed item takes
        // its registrations along. Only the rows on screen (and cells waiting in the pool) hold items.
        #expect(first == nil)
        let visible = Set(screen.list.visibleItemIdentifiers)
        #expect(store.aliveNumbers.subtracting(visible).count <= screen.list.cellsCreated - visible.count)
        #expect(store.aliveNumbers.count <= 12 + 2)
        // The rows on screen still observe theirs.
        let shown = screen.list.visibleItemIdentifiers[4]
        store.alive(shown)?.done = true
        #expect(window.render().line(4).hasPrefix(" done \(shown)"))
    }
}
