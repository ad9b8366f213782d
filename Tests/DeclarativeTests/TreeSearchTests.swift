import Testing
@testable import Declarative

/// A search of a tree stops at the first node it finds, in layout order (what a host asks
/// for the navigator its view injects, after every update).
@MainActor
@Suite struct TreeSearchTests {
    struct Screen: View {
        var body: some View {
            VStack {
                Text("a")
                HStack {
                    Text("b"); Text("c")
                }
                Text("d")
            }
        }
    }

    @Test func theFirstMatchInLayoutOrderIsFoundAndNothingAfterItIsVisited() {
        let graph = ViewGraph(rootView: Screen())
        graph.update()
        var visited: [String] = []
        let found = graph.root.firstDescendant { node in
            guard let text = node.view as? Text else { return false }
            visited.append(text.content)
            return text.content == "b" || text.content == "c"
        }
        #expect((found?.view as? Text)?.content == "b")
        #expect(visited == ["a", "b"])
    }

    @Test func aSearchThatFindsNothingVisitsEveryNodeAsTheWalkDoes() {
        let graph = ViewGraph(rootView: Screen())
        graph.update()
        var searched = 0
        var walked = 0
        #expect(
            graph.root.firstDescendant { _ in
                searched += 1; return false
            } == nil)
        graph.root.forEachDescendant { _ in walked += 1 }
        #expect(searched == walked)
        #expect(walked > 4)
    }
}
