import Testing
import Terminal
import TestSupport
@testable import Declarative

@MainActor
@Suite struct NavigationLinkTests {
    struct Home: View {
        var body: some View {
            NavigationStack {
                NavigationLink(value: 7) { Label("Open seven", systemImage: "doc") }
                    .navigationTitle("Home")
                    .navigationDestination(for: Int.self) { Text("Item \($0)").navigationTitle("Item \($0)") }
            }
        }
    }

    @Test func aLinkWithALabelViewDrawsTheLabelAndAChevron() {
        let text = renderText(Home(), width: 30, height: 3)
        #expect(text.contains("Open seven"))
        #expect(text.split(separator: "\n")[1].hasSuffix("›"))
    }

    @Test func enterOnALabelledLinkPushesItsValue() {
        let graph = ViewGraph(rootView: Home())
        graph.update()
        #expect(graph.focusedLabel == "7")
        #expect(graph.handle(.enter))
        #expect(renderText(graph, width: 30, height: 3).contains("Item 7"))
    }

    @Test func aLinkOutsideAStackDoesNothing() {
        let graph = ViewGraph(rootView: NavigationLink("Open", value: 1))
        graph.update()
        #expect(!graph.handle(.enter))
    }
}
