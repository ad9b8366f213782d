import Testing
import Terminal
import TestSupport
@testable import Declarative

@MainActor
@Suite struct TextFieldEditingTests {
    private struct Field: View {
        @State var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Note", text: $text); Text("=\(text)")
            }
        }
    }

    private func typing(_ keys: [Key]) -> String {
        let graph = ViewGraph(rootView: Field())
        _ = graph.moveFocus(by: 1, wraps: true)
        for key in keys { _ = graph.handle(key) }
        return renderText(graph, width: 30, height: 2).split(separator: "\n").last.map(String.init) ?? ""
    }

    private func chars(_ s: String) -> [Key] { s.map { Key.character($0) } }

    @Test func printableKeysInsertAtTheCursor() {
        #expect(typing(chars("Paid by wire 日本")) == "=Paid by wire 日本")
    }

    @Test func backspaceDeletesTheCharacterBeforeTheCursor() {
        #expect(typing(chars("日本") + [.backspace]) == "=日")
    }

    @Test func deleteRemovesTheCharacterUnderTheCursor() {
        #expect(typing(chars("abc") + [.home, .delete]) == "=bc")
    }

    @Test func leftMovesTheInsertionPoint() {
        #expect(typing(chars("ac") + [.left] + chars("b")) == "=abc")
    }

    @Test func qAndDigitsGoToTheFieldNotTheApp() {
        #expect(typing(chars("q1?")) == "=q1?")
    }

    @Test func tabLeavesTheField() {
        let graph = ViewGraph(
            rootView: VStack {
                TextField("Note", text: .constant("")); Button("Go") {}
            })
        #expect(graph.handle(.up))
        #expect(graph.handle(.tab))
        #expect(graph.focusedLabel == "Go")
    }

    @Test func wideCharactersTakeTwoColumns() {
        let view = TextField("N", text: .constant("日本")).frame(width: 10)
        #expect(renderText(view, width: 10, height: 1) == "N [日本  ]")
    }
}
