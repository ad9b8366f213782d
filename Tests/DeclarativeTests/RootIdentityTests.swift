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
}
