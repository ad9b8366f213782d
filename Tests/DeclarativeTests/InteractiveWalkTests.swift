import Observation
import Testing
import Terminal
@testable import Declarative

/// Focus and preferences read what the last walk of the interactive tree found; the tree is
/// walked again only when what it holds changed (a node made, removed or reordered, an
/// arrangement chosen) or a preference writer was given a view value.
@MainActor
@Suite struct InteractiveWalkTests {
    @Observable final class Model {
        var showsExtra = false
        var title = "One"
        var count = 0
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack {
                Text("count \(model.count)")
                Button("First") {}
                if model.showsExtra { Button("Extra") {} }
            }
            .navigationTitle(model.title)
        }
    }

    private func labels(_ graph: ViewGraph) -> [String] {
        graph.focusableNodes.compactMap { ($0.view as? any FocusableView)?.focusLabel }
    }

    @Test func anUpdateThatChangesNoStructureKeepsTheLastWalk() {
        let model = Model()
        let graph = ViewGraph(rootView: Screen(model: model))
        #expect(labels(graph) == ["First"])
        #expect(!graph.needsInteractiveWalk && !graph.needsPreferenceWalk)
        model.count += 1
        graph.update()
        #expect(!graph.needsInteractiveWalk, "a new text is not a new node")
        #expect(labels(graph) == ["First"])
    }

    @Test func aControlThatAppearsIsFoundAndFocusMovesToIt() {
        let model = Model()
        let graph = ViewGraph(rootView: Screen(model: model))
        model.showsExtra = true
        graph.update()
        #expect(labels(graph) == ["First", "Extra"])
        #expect(graph.moveFocus(by: 1, wraps: true))
        #expect(graph.focusedLabel == "Extra")
        model.showsExtra = false
        graph.update()
        #expect(labels(graph) == ["First"])
        #expect(graph.focusedLabel == "First", "focus leaves the control that went")
    }

    @Test func aPreferenceWriterWithANewValueIsCollectedAgain() {
        let model = Model()
        let graph = ViewGraph(rootView: Screen(model: model))
        #expect(graph.preferences.navigationTitle == "One")
        model.title = "Two"
        graph.update()
        #expect(graph.preferences.navigationTitle == "Two")
    }

    @Test func preferenceWritersSayTheyWriteByTheirConformance() {
        let titled = Text("a").navigationTitle("Title")
        #expect(titled._primitiveView?.writesPreferences == true)
        #expect(Text("a").toolbar { ToolbarItem("Save", key: "s") {} }._primitiveView?.writesPreferences == true)
        #expect(Text("a")._primitiveView?.writesPreferences == false)
        #expect(Text("a").padding(1)._primitiveView?.writesPreferences == false)
    }
}
