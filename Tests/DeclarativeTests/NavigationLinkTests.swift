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

    struct Closing: View {
        @Environment(\.dismiss) var dismiss
        let n: Int
        var body: some View {
            VStack {
                Text("Item \(n)")
                NavigationLink("Deeper", value: n + 1)
                Button("Done") { dismiss() }
            }
            .navigationTitle("Item \(n)")
        }
    }

    struct Path: View {
        @Binding var path: [Int]
        var body: some View {
            NavigationStack(path: $path) {
                NavigationLink("Open one", value: 1)
                    .navigationTitle("Home")
                    .navigationDestination(for: Int.self) { Closing(n: $0) }
            }
        }
    }

    @Test func dismissInADestinationPopsThatDestination() {
        var path = [1]
        let binding = Binding(get: { path }, set: { path = $0 })
        let graph = ViewGraph(rootView: Path(path: binding))
        graph.update()
        #expect(renderText(graph, width: 30, height: 6).contains("Item 1"))
        #expect(graph.handle(.tab))
        #expect(graph.focusedLabel == "Done")
        #expect(graph.handle(.enter))
        #expect(path.isEmpty)
    }

    @Test func dismissInALowerDestinationPopsItAndEverythingAboveIt() {
        var path = [1, 2, 3]
        let binding = Binding(get: { path }, set: { path = $0 })
        let graph = ViewGraph(rootView: Path(path: binding))
        graph.update()
        // The stack's children: the root, then one per destination; Item 2 is the second destination.
        let stack = graph.root.children.first!
        let itemTwo = stack.children[2].children.first!
        #expect(itemTwo.viewTypeName == "AnyView")
        itemTwo.environment.dismiss()
        #expect(path == [1])
    }

    @Test func dismissAtTheStacksRootKeepsTheSurroundingsDismiss() {
        var dismissed = 0
        var environment = EnvironmentValues()
        environment.dismiss = DismissAction { dismissed += 1 }
        var path: [Int] = []
        let binding = Binding(get: { path }, set: { path = $0 })
        let graph = ViewGraph(rootView: Path(path: binding), environment: environment)
        graph.update()
        let stack = graph.root.children.first!
        stack.children[0].environment.dismiss()
        #expect(dismissed == 1)
        #expect(path.isEmpty)
    }

    @Test func aLinkOutsideAStackDoesNothing() {
        let graph = ViewGraph(rootView: NavigationLink("Open", value: 1))
        graph.update()
        #expect(!graph.handle(.enter))
    }
}
