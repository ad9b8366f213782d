import Testing
import Terminal
@testable import Declarative

/// A new environment that reaches a primitive while its view value stays the same is an
/// environment-only update (`PrimitiveView.updateEnvironment`): the primitive sets what its
/// children see, and the children keep their views. A list whose rows a `ForEach` makes
/// with closures does not make its rows again, so row bodies that read nothing new are not
/// evaluated again, while a row that reads what changed is.
@MainActor
@Suite struct EnvironmentOnlyPrimitiveTests {
    struct Row: View {
        let title: String
        let open: @MainActor () -> Void
        var body: some View { Button(title, action: open) }
    }

    struct SchemeRow: View {
        @Environment(\.colorScheme) var scheme
        var body: some View { Text("row \(scheme.rawValue)") }
    }

    final class Opened { var titles: [String] = []; func append(_ t: String) { titles.append(t) } }

    struct Rows: View {
        let opened = Opened()
        var body: some View {
            VStack {
                List {
                    ForEach(["a", "b", "c"], id: \.self) { title in Row(title: title) { opened.append(title) } }
                }
                SchemeRow().padding(1).bold()
            }
        }
    }

    private func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        return env
    }

    private func nodes(_ graph: ViewGraph) -> [ViewNode] {
        var all: [ViewNode] = []
        graph.root.forEachDescendant { all.append($0) }
        return all
    }

    @Test func rowsMadeByClosuresAreNotMadeAgainForANewEnvironment() {
        let graph = ViewGraph(rootView: Rows(), environment: environment(.dark))
        graph.layout(in: Rect(x: 0, y: 0, width: 30, height: 10))
        let rows = graph.bodyEvaluations["Row"] ?? 0
        #expect(rows >= 3)
        #expect(graph.bodyEvaluations["SchemeRow"] == 1)
        for scheme in [ColorScheme.light, .dark, .light] {
            graph.setEnvironment(environment(scheme))
            graph.update()
        }
        #expect(graph.bodyEvaluations["Row"] == rows, "the rows read nothing that changed")
        #expect(graph.bodyEvaluations["SchemeRow"] == 4, "the row that reads the scheme follows it")
        #expect(nodes(graph).allSatisfy { $0.environment.colorScheme == .light }, "every node sees the new scheme")
        #expect(nodes(graph).contains { ($0.view as? Text)?.content == "row light" })
    }

    @Test func aModifierSetsItsChildEnvironmentAgainOnAnEnvironmentOnlyUpdate() {
        let graph = ViewGraph(rootView: Rows(), environment: environment(.dark))
        graph.setEnvironment(environment(.light))
        graph.update()
        let text = nodes(graph).first { ($0.view as? Text)?.content == "row light" }
        #expect(text?.environment.isBold == true, "`.bold()` still applies below the new environment")
        let buttons = nodes(graph).filter { String(describing: type(of: $0.view)).hasPrefix("Button") }
        #expect(!buttons.isEmpty)
        #expect(buttons.allSatisfy { $0.children.first?.environment.foregroundColor == Palette.light.tint },
                "a button tints its label from the new palette")
    }
}
