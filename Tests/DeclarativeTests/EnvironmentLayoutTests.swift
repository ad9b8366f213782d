import Testing
import Terminal
@testable import Declarative

/// A new environment places the tree again only when what changed can change a size or a
/// position: a key that `affectsLayout`, an object, or a body that reads what changed.
@MainActor
struct EnvironmentLayoutTests {
    /// A body that reads the colour scheme.
    private struct SchemeReader: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text(scheme == .dark ? "dark" : "light") }
    }

    private final class Object {}

    private let rect = Rect(x: 0, y: 0, width: 20, height: 4)

    /// Gives `graph` its environment changed by `change`, then lays it out again.
    private func layOut(_ graph: ViewGraph, after change: (inout EnvironmentValues) -> Void) {
        var environment = graph.environment
        change(&environment)
        graph.setEnvironment(environment)
        graph.layout(in: rect)
    }

    @Test func onlyLayoutKeysAndObjectsChangeLayout() {
        let base = EnvironmentValues()
        var drawing = base
        drawing.colorScheme = .light
        drawing.isBold = true
        #expect(!drawing.changesLayout(from: base))
        #expect(!base.changesLayout(from: drawing))
        var sized = base
        sized.dynamicTypeSize = .accessibility2
        #expect(sized.changesLayout(from: base))
        #expect(base.changesLayout(from: sized), "a layout value removed")
        var withObject = base
        withObject.setObject(Object())
        #expect(withObject.changesLayout(from: base))
        #expect(!base.changesLayout(from: base))
    }

    @Test func aDrawingValueDrawsAgainWithoutPlacingAgain() {
        let count = Placements.Count()
        let graph = ViewGraph(
            rootView: VStack {
                Text("Plain"); Placements(count: count)
            })
        graph.layout(in: rect)
        let placed = count.value
        let version = graph.displayVersion
        layOut(graph) { $0.colorScheme = .light }
        #expect(count.value == placed)
        #expect(graph.displayVersion > version)
    }

    @Test func aLayoutValuePlacesAgain() {
        let count = Placements.Count()
        let graph = ViewGraph(
            rootView: VStack {
                Text("Plain"); Placements(count: count)
            })
        graph.layout(in: rect)
        let placed = count.value
        layOut(graph) { $0.dynamicTypeSize = .accessibility2 }
        #expect(count.value > placed)
    }

    @Test func aBodyThatReadsADrawingValueIsPlacedAgain() {
        let count = Placements.Count()
        let graph = ViewGraph(
            rootView: VStack {
                SchemeReader(); Placements(count: count)
            })
        graph.layout(in: rect)
        let placed = count.value
        layOut(graph) { $0.colorScheme = .light }
        #expect(count.value > placed)
        var texts: [String] = []
        graph.root.forEachDescendant { if let t = $0.view as? Text { texts.append(t.content) } }
        #expect(texts == ["light"])
    }

    /// Shows a second child in the light scheme, chosen in `update` from the environment.
    private struct SchemeChooser: PrimitiveView {
        let count: Placements.Count
        func update(_ node: ViewNode) {
            var list = ViewList()
            list.append(Text("always"), id: [0])
            if node.environment.colorScheme == .light { list.append(Placements(count: count), id: [1]) }
            node.reconcile(list)
        }
    }

    @Test func childrenChosenForADrawingValueArePlaced() {
        let count = Placements.Count()
        let graph = ViewGraph(rootView: SchemeChooser(count: count))
        graph.layout(in: rect)
        #expect(count.value == 0)
        layOut(graph) { $0.colorScheme = .light }
        #expect(count.value == 1)
    }
}
