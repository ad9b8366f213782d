import Testing
import Terminal
import TestSupport
@testable import Declarative

/// `List(selection:)`: the binding picks the selected row (by `.tag`, else by the `ForEach`
/// id) and scrolls it into view; moving the selection writes the binding back.
@MainActor
@Suite struct ListSelectionTests {
    @MainActor final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
        var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    @Test func aBoundSelectionSelectsItsRowAndScrollsItIntoView() {
        let selection = Box<Int?>(500)
        func list() -> some View {
            List(selection: selection.binding) { ForEach(Array(0..<1_000), id: \.self) { Text("Row \($0)") } }
        }
        let graph = ViewGraph(rootView: list())
        let text = renderText(graph, width: 10, height: 3)
        #expect(text.contains("Row 500"), "\(text)")
        #expect(!text.contains("Row 0"))
        #expect(graph.handle(.down))
        #expect(selection.value == 501, "moving the selection writes the binding")
        selection.value = 7
        graph.setRootView(list())
        #expect(renderText(graph, width: 10, height: 3).contains("Row 7"), "a binding set from outside moves the list")
        #expect(graph.handle(.up))
        #expect(selection.value == 6)
    }

    @Test func aTagNamesTheRowBeforeTheForEachId() {
        let selection = Box<String?>("b")
        let graph = ViewGraph(
            rootView: List(selection: selection.binding) {
                Text("first").tag("a")
                Text("second").tag("b")
            })
        _ = renderText(graph, width: 10, height: 2)
        #expect(graph.handle(.up))
        #expect(selection.value == "a", "the selection started on the row tagged b")
        #expect(!graph.handle(.up))
    }

    @Test func anUnknownValueLeavesTheSelectionWhereItIs() {
        let selection = Box<Int?>(99)
        let graph = ViewGraph(
            rootView: List(selection: selection.binding) { ForEach([1, 2, 3], id: \.self) { Text("\($0)") } })
        #expect(renderText(graph, width: 4, height: 3) == "1\n2\n3")
        #expect(graph.handle(.down))
        #expect(selection.value == 2)
    }
}
