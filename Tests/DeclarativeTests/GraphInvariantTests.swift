import Observation
import Testing
import Terminal
@testable import Declarative

/// The graph's invariants hold after the mutations that end a reconcile, and each one that
/// breaks is named (`_invariantViolations`, which `_checkInvariants` stops debug builds on).
@MainActor
@Suite struct GraphInvariantTests {
    @Observable final class Model {
        var rows = ["a", "b", "c"]
        var showsExtra = false
        var showsSheet = false
        var isEnabled = true
    }

    struct Screen: View {
        @Bindable var model: Model
        var body: some View {
            VStack {
                Button("First") {}
                ForEach(model.rows, id: \.self) { row in Button(row) {} }
                if model.showsExtra { Button("Extra") {} }
                ViewThatFits {
                    HStack(spacing: 1) {
                        Button("Wide one") {}; Button("Wide two") {}
                    }
                    VStack {
                        Button("Narrow one") {}; Button("Narrow two") {}
                    }
                }
                Toggle("Paid", isOn: .constant(false)).disabled(!model.isEnabled)
            }
            .sheet(isPresented: $model.showsSheet) { Button("In the sheet") {} }
        }
    }

    private func layOut(_ graph: ViewGraph, width: Int) {
        graph.layout(in: Rect(x: 0, y: 0, width: width, height: 20))
    }

    @Test func theInvariantsHoldAfterOrdinaryMutations() {
        let model = Model()
        let graph = ViewGraph(rootView: Screen(model: model))
        #expect(graph._invariantViolations() == [])
        let steps: [(String, () -> Void)] = [
            ("lay out wide", { self.layOut(graph, width: 60) }),
            ("tab", { _ = graph.handle(.tab) }),
            (
                "rows reordered",
                {
                    model.rows = ["c", "a", "b", "d"]; graph.update()
                }
            ),
            (
                "extra shown",
                {
                    model.showsExtra = true; graph.update()
                }
            ),
            (
                "focus to the end",
                {
                    _ = graph.handle(.backTab); _ = graph.handle(.backTab)
                }
            ),
            ("lay out narrow", { self.layOut(graph, width: 12) }),
            (
                "toggle disabled",
                {
                    model.isEnabled = false; graph.update()
                }
            ),
            (
                "rows removed",
                {
                    model.rows = []; graph.update()
                }
            ),
            (
                "sheet shown",
                {
                    model.showsSheet = true; self.layOut(graph, width: 60)
                }
            ),
            ("escape", { _ = graph.handle(.escape) }),
            (
                "new environment",
                {
                    var e = EnvironmentValues(); e.isEnabled = false; graph.setEnvironment(e); graph.update()
                }
            ),
            ("new root, same type", { graph.setRootView(Screen(model: model)) }),
            ("new root, another type", { graph.setRootView(VStack { Button("Only") {} }) }),
        ]
        for (name, step) in steps {
            step()
            #expect(graph._invariantViolations() == [], "after \(name)")
        }
    }

    @Test func aDirtyNodeThatWaitsForNoUpdateIsNamed() {
        let graph = ViewGraph(rootView: Screen(model: Model()))
        graph.root.isDirty = true
        #expect(
            graph._invariantViolations() == ["Screen is dirty but waits for no update: nothing would evaluate it again"]
        )
    }

    @Test func aFocusedNodeThatIsNotFocusableIsNamed() {
        let graph = ViewGraph(rootView: Screen(model: Model()))
        graph.focusedNode = graph.root
        #expect(graph._invariantViolations() == ["the focused node Screen is not focusable"])
    }

    @Test func aFocusedNodeOutsideTheTreeIsNamed() throws {
        let model = Model()
        model.showsExtra = true
        let graph = ViewGraph(rootView: Screen(model: model))
        let extra = try #require(graph.focusableNodes.first { ($0.view as? Button<Text>)?.focusLabel == "Extra" })
        model.showsExtra = false
        graph.update()
        #expect(graph._invariantViolations() == [])
        graph.focusedNode = extra
        #expect(graph._invariantViolations() == ["the focused node Button<Text> is not in the tree"])
    }

    @Test func aStaleInteractiveWalkIsNamed() {
        let graph = ViewGraph(rootView: Screen(model: Model()))
        graph.interactiveNodes = ViewGraph.InteractiveNodes()
        #expect(
            graph._invariantViolations().contains(
                "the focusable nodes differ from a walk of the interactive tree, and no walk is asked for"))
        graph.needsInteractiveWalk = true
        #expect(graph._invariantViolations() == [], "a walk asked for may find other nodes")
    }
}
