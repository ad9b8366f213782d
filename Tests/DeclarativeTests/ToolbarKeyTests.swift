import Testing
import Terminal
@testable import Declarative

@MainActor
@Suite struct ToolbarKeyTests {
    final class Log { var lines: [String] = [] }

    @Test func aToolbarItemInsideANavigationStackAnswersItsKey() {
        let log = Log()
        let graph = ViewGraph(
            rootView: NavigationStack {
                Text("root").navigationTitle("Home").toolbar {
                    ToolbarItem("Add", key: "a") { log.lines.append("add") }
                }
            })
        graph.update()
        #expect(graph.handle(.character("a")))
        #expect(log.lines == ["add"])
        #expect(!graph.handle(.character("z")))
    }

    @Test func theInnermostItemWithTheKeyWins() {
        let log = Log()
        let graph = ViewGraph(
            rootView: VStack {
                Text("inner").toolbar { ToolbarItem("Inner", key: "x") { log.lines.append("inner") } }
            }.toolbar { ToolbarItem("Outer", key: "x") { log.lines.append("outer") } })
        graph.update()
        _ = graph.handle(.character("x"))
        #expect(log.lines == ["inner"])
    }

    @Test func aFocusedTextFieldTakesTheLetterFirst() {
        let log = Log()
        final class Box { var text = "" }
        let box = Box()
        let graph = ViewGraph(
            rootView: TextField("Note", text: Binding(get: { box.text }, set: { box.text = $0 }))
                .toolbar { ToolbarItem("Void", key: "v") { log.lines.append("void") } })
        graph.update()
        _ = graph.handle(.tab)
        _ = graph.handle(.character("v"))
        #expect(box.text == "v")
        #expect(log.lines.isEmpty)
    }
}
