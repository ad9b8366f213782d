import Testing
import Terminal
@testable import Declarative

@MainActor
@Suite struct FocusAndStateTests {
    @Test func enterActivatesTheFocusedButtonAndTabMovesFocus() {
        var pressed: [String] = []
        let graph = ViewGraph(
            rootView: VStack {
                Button("One") { pressed.append("One") }
                Button("Two") { pressed.append("Two") }
            })
        graph.update()
        #expect(graph.focusedLabel == "One")
        #expect(graph.handle(.enter))
        #expect(graph.handle(.tab))
        #expect(graph.focusedLabel == "Two")
        #expect(graph.handle(.enter))
        #expect(pressed == ["One", "Two"])
    }

    @Test func downStopsAtTheLastControlSoTheKeyCanBubble() {
        let graph = ViewGraph(
            rootView: VStack {
                Button("One") {}; Button("Two") {}
            })
        graph.update()
        #expect(graph.handle(.down))
        #expect(!graph.handle(.down))
        #expect(graph.handle(.tab))
        #expect(graph.focusedLabel == "One")
    }

    struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack {
                Text("count \(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    @Test func stateSurvivesReRendersAndDrivesTheBody() {
        let graph = ViewGraph(rootView: Counter())
        graph.update()
        _ = graph.handle(.enter)
        _ = graph.handle(.enter)
        graph.update()
        #expect(graph.bodyEvaluations["Counter"] == 3)
        var canvas = Canvas(size: Size(width: 12, height: 2))
        graph.layout(in: canvas.bounds)
        graph.draw(into: &canvas, clip: canvas.bounds)
        #expect(canvas.line(0).contains("count 2"))
    }
}
