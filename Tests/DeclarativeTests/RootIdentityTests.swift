import Observation
import Testing
import Terminal
import TestSupport
@testable import Declarative

/// A new root view for an existing tree, as a cell's new hosting configuration brings one:
/// what keeps its state and what starts afresh.
private struct Row: View {
    let name: String
    @State var count = 0
    var body: some View { Button("\(name) \(count)") { count += 1 } }
}

/// A count the view below the root reads, which changes with no new root value.
@Observable private final class Tally {
    var count = 0
}

private struct TallyRow: View {
    let tally: Tally
    var body: some View { Text("count \(tally.count)") }
}

/// A root whose value does not change while the row inside it does.
private struct Wrapper: View {
    let tally: Tally
    var body: some View { TallyRow(tally: tally) }
}

@MainActor
@Suite struct RootIdentityTests {
    private func screen(_ graph: ViewGraph) -> String { renderText(graph, width: 20, height: 1) }

    @Test func aNewRootOfTheSameTypeKeepsTheStateAtItsPosition() {
        let graph = ViewGraph(rootView: Row(name: "a"))
        #expect(graph.handle(.enter))
        #expect(screen(graph).contains("a 1"))
        graph.setRootView(Row(name: "b"))
        #expect(screen(graph).contains("b 1"))
    }

    @Test func aNewRootWithTheSameIDKeepsItsState() {
        let graph = ViewGraph(rootView: Row(name: "a").id(1))
        #expect(graph.handle(.enter))
        graph.setRootView(Row(name: "b").id(1))
        #expect(screen(graph).contains("b 1"))
    }

    @Test func aNewRootWithAnotherIDStartsAfresh() {
        let graph = ViewGraph(rootView: Row(name: "a").id(1))
        #expect(graph.handle(.enter))
        #expect(screen(graph).contains("a 1"))
        graph.setRootView(Row(name: "b").id(2))
        #expect(screen(graph).contains("b 0"))
        #expect(graph.handle(.enter), "the new row's button has focus")
        #expect(screen(graph).contains("b 1"))
    }

    /// A state change below the root waits for the next update; a new root value equal to the
    /// old one stops at the root, and the change must still be evaluated after it.
    @Test func aChangeWaitingBelowAnUnchangedRootIsStillEvaluated() {
        let tally = Tally()
        let graph = ViewGraph(rootView: Wrapper(tally: tally))
        #expect(screen(graph).contains("count 0"))
        tally.count = 1
        #expect(graph.needsUpdate, "the row read the count: it waits for an update")
        graph.setRootView(Wrapper(tally: tally))
        #expect(graph.needsUpdate, "the row's change still waits for an update")
        #expect(screen(graph).contains("count 1"))
    }
}
