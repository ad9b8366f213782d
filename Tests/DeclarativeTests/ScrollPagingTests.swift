import Testing
import Terminal
import TestSupport
@testable import Declarative

@MainActor
@Suite struct ScrollPagingTests {
    struct Lines: View {
        var body: some View {
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(0..<30, id: \.self) { Text("line \($0)") }
                }
            }
        }
    }

    @Test func pageDownAndUpScrollByAPageLessOneLine() {
        let graph = ViewGraph(rootView: Lines())
        #expect(renderText(graph, width: 20, height: 10).hasPrefix("line 0\n"))
        #expect(graph.handle(.pageDown))
        #expect(renderText(graph, width: 20, height: 10).hasPrefix("line 9\n"))
        #expect(graph.handle(.pageUp))
        #expect(renderText(graph, width: 20, height: 10).hasPrefix("line 0\n"))
    }

    @Test func endAndHomeGoToTheEnds() {
        let graph = ViewGraph(rootView: Lines())
        _ = renderText(graph, width: 20, height: 10)
        #expect(graph.handle(.end))
        let text = renderText(graph, width: 20, height: 10)
        #expect(text.hasPrefix("line 20\n") && text.hasSuffix("line 29"))
        #expect(graph.handle(.home))
        #expect(!graph.handle(.home), "already at the top: the key is not used")
    }
}
