import Testing
import Terminal
import TestSupport
@testable import Declarative

@MainActor
@Suite struct FocusTests {
    @Test func textFieldsNeverTakeInitialFocus() {
        let graph = ViewGraph(
            rootView: VStack {
                TextField("Note", text: .constant("")); Button("Void") {}
            })
        #expect(graph.focusedLabel == "Void")
        #expect(graph.handle(.up))
        #expect(graph.focusedLabel == "Note")
    }

    @Test func disabledControlsAreSkipped() {
        let graph = ViewGraph(
            rootView: VStack {
                Button("One") {}
                Button("Two") {}.disabled(true)
                Button("Three") {}
            })
        #expect(graph.handle(.tab))
        #expect(graph.focusedLabel == "Three")
    }

    @Test func backTabWrapsToTheLastControl() {
        let graph = ViewGraph(
            rootView: VStack {
                Button("One") {}; Toggle("Two", isOn: .constant(false))
            })
        #expect(graph.handle(.backTab))
        #expect(graph.focusedLabel == "Two")
    }

    @Test func focusedControlShowsAnIndicator() {
        let view = VStack(alignment: .leading) { Toggle("Paid", isOn: .constant(false)) }
        let graph = ViewGraph(rootView: view)
        var canvas = Canvas(size: Size(width: 8, height: 1))
        graph.layout(in: canvas.bounds)
        graph.draw(into: &canvas, clip: canvas.bounds)
        #expect(canvas[0, 0].style.attributes.contains(.reverse))
    }

    private struct Form: View {
        @FocusState var noteFocused: Bool
        @State var note = ""
        var body: some View {
            VStack {
                Button("Edit note") { noteFocused = true }
                TextField("Note", text: $note).focused($noteFocused)
                Text(noteFocused ? "editing" : "idle")
            }
        }
    }

    @Test func focusStateMovesFocusProgrammatically() {
        let graph = ViewGraph(rootView: Form())
        #expect(graph.focusedLabel == "Edit note")
        #expect(graph.handle(.enter))
        #expect(graph.focusedLabel == "Note")
    }

    @Test func focusStateFollowsKeyboardFocus() {
        let graph = ViewGraph(rootView: Form())
        #expect(renderText(graph, width: 30, height: 3).contains("idle"))
        #expect(graph.handle(.tab))
        #expect(renderText(graph, width: 30, height: 3).contains("editing"))
        #expect(graph.handle(.tab))
        #expect(renderText(graph, width: 30, height: 3).contains("idle"))
    }

    @Test func aNewRootViewIsUpToDateAtOnce() {
        let graph = ViewGraph(rootView: Text("Before"))
        graph.setRootView(
            VStack {
                Button("One") {}; Button("Two") {}
            })
        #expect(!graph.needsUpdate)
        #expect(graph.focusedLabel == "One", "focus follows the new tree without another update")
    }
}
