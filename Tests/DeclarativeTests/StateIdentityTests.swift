import Testing
import Terminal
import TestSupport
@testable import Declarative

private struct Counter: View {
    let name: String
    @State var count = 0
    var body: some View { Button("\(name) \(count)") { count += 1 } }
}

private struct Switcher: View {
    @State var useID = 0
    @State var flag = true
    var body: some View {
        VStack(alignment: .leading) {
            Counter(name: "c").id(useID)
            if flag { Counter(name: "t") } else { Counter(name: "f") }
            Button("new id") { useID += 1 }
            Button("flip") { flag.toggle() }
        }
    }
}

@MainActor
@Suite struct StateIdentityTests {
    private func screen(_ graph: ViewGraph) -> String { renderText(graph, width: 20, height: 4) }

    @Test func stateSurvivesAParentReRender() {
        let graph = ViewGraph(rootView: Switcher())
        #expect(graph.handle(.enter))
        #expect(graph.handle(.tab))
        #expect(graph.handle(.tab))
        #expect(graph.handle(.tab))
        #expect(graph.handle(.enter))
        #expect(screen(graph).contains("c 1"))
    }

    @Test func stateResetsWhenIdentityChanges() {
        let graph = ViewGraph(rootView: Switcher())
        #expect(graph.handle(.enter))
        #expect(screen(graph).contains("c 1"))
        #expect(graph.moveFocus(by: 2, wraps: false))
        #expect(graph.handle(.enter))
        #expect(screen(graph).contains("c 0"))
    }

    @Test func stateResetsWhenTheConditionalBranchChanges() {
        let graph = ViewGraph(rootView: Switcher())
        #expect(graph.handle(.tab))
        #expect(graph.handle(.enter))
        #expect(screen(graph).contains("t 1"))
        #expect(graph.moveFocus(by: 2, wraps: false))
        #expect(graph.handle(.enter))
        #expect(screen(graph).contains("f 0"))
        #expect(graph.handle(.enter))
        #expect(screen(graph).contains("t 0"))
    }

    @Test func forEachRowsKeepStateByIDWhenReordered() {
        struct Rows: View {
            @State var order = [1, 2]
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(order, id: \.self) { Counter(name: "r\($0)") }
                    Button("swap") { order.reverse() }
                }
            }
        }
        let graph = ViewGraph(rootView: Rows())
        #expect(graph.handle(.enter))
        #expect(renderText(graph, width: 12, height: 3).hasPrefix("▸ r1 1 ◂\n[ r2 0 ]"))
        #expect(graph.moveFocus(by: 2, wraps: false))
        #expect(graph.handle(.enter))
        #expect(renderText(graph, width: 12, height: 3).hasPrefix("[ r2 0 ]\n[ r1 1 ]"))
    }

    /// Rows that share an identity (SwiftUI leaves this undefined) are matched in order: the
    /// first node of the identity goes to the first row that has it. When the list changes,
    /// the row whose state changed keeps it, and no row takes another row's state.
    @Test func rowsSharingAnIDKeepTheirOwnStateWhenTheListChanges() {
        struct Rows: View {
            @State var names = ["a", "a"]
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(names, id: \.self) { Counter(name: $0) }
                    Button("add") { names.append("b") }
                }
            }
        }
        let graph = ViewGraph(rootView: Rows())
        #expect(graph.handle(.enter))
        #expect(renderText(graph, width: 12, height: 3).hasPrefix("▸ a 1 ◂\n[ a 0 ]"))
        #expect(graph.moveFocus(by: 2, wraps: false))
        #expect(graph.handle(.enter))
        #expect(renderText(graph, width: 12, height: 4).hasPrefix("[ a 1 ]\n[ a 0 ]\n[ b 0 ]"))
    }

    @Test func bindingWritesThroughToTheOwnersState() {
        struct Owner: View {
            @State var on = false
            var body: some View {
                VStack(alignment: .leading) {
                    Toggle("Paid", isOn: $on)
                    Text(on ? "yes" : "no")
                }
            }
        }
        let graph = ViewGraph(rootView: Owner())
        #expect(graph.handle(.space))
        #expect(renderText(graph, width: 10, height: 2) == "[x] Paid\nyes")
    }
}
