import Observation
import Testing
@testable import Declarative

/// A node holds its parent and its graph without retaining them and without weak references
/// (which would make every retain of a parent slow): a removed subtree forgets the graph, a
/// child that outlives its parent forgets the parent, and nodes that outlive the graph forget it.
@MainActor
@Suite struct NodeReferenceTests {
    @Observable final class Model {
        var showsExtra = true
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack {
                Text("always")
                if model.showsExtra {
                    VStack { Text("extra") }
                }
            }
        }
    }

    /// The node of the text "extra", the deepest node of the extra branch.
    private func extraText(in graph: ViewGraph) -> ViewNode? {
        var found: ViewNode?
        graph.root.forEachDescendant { node in
            if let text = node.view as? Text, text.content == "extra" { found = node }
        }
        return found
    }

    @Test func aNodeInTheTreeKnowsItsParentAndGraph() throws {
        let graph = ViewGraph(rootView: Screen(model: Model()))
        let text = try #require(extraText(in: graph))
        #expect(text.graph === graph)
        let parent = try #require(text.parent)
        #expect(parent.children.contains { $0 === text })
        #expect(graph.root.contains(text))
    }

    @Test func aRemovedSubtreeForgetsTheGraphAndAChildOutlivingItsParentForgetsIt() throws {
        let model = Model()
        let graph = ViewGraph(rootView: Screen(model: model))
        let text = try #require(extraText(in: graph))
        model.showsExtra = false
        graph.update()
        #expect(extraText(in: graph) == nil)
        #expect(text.graph == nil, "a removed node forgets the graph it left")
        #expect(text.parent == nil, "its parents were freed with the branch; it outlives them")
        #expect(!graph.root.contains(text))
        text.invalidate()
        #expect(!graph.needsUpdate, "a removed node invalidated marks nothing in the graph it left")
    }

    @Test func nodesThatOutliveTheGraphForgetIt() throws {
        var graph: ViewGraph? = ViewGraph(rootView: Screen(model: Model()))
        let text = try #require(graph.flatMap(extraText(in:)))
        weak let freed = graph
        graph = nil
        #expect(freed == nil)
        #expect(text.graph == nil)
        #expect(text.parent == nil)
    }
}
