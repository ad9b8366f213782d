import Testing
import Terminal
import Declarative
import Imperative
import TestSupport
@testable import Hosting

/// A legacy panel that draws one line of text.
@MainActor
private final class LinePanel: Panel {
    var text = ""
    override var intrinsicContentSize: Size? { Size(width: text.count, height: 1) }
    override func draw(in context: inout DrawContext) {
        context.draw(text, at: .zero, style: context.textStyle)
    }
}

@MainActor
private final class Tally {
    var makes = 0
    var updates = 0
    var dismantled: [String] = []
    var coordinators: [ObjectIdentifier] = []
}

private struct Line: ViewRepresentable {
    let text: String
    let tally: Tally

    final class Coordinator {}

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> LinePanel {
        tally.makes += 1
        return LinePanel()
    }

    func updateUIView(_ panel: LinePanel, context: Context) {
        tally.updates += 1
        tally.coordinators.append(ObjectIdentifier(context.coordinator))
        panel.text = text
    }

    static func dismantleUIView(_ panel: LinePanel, coordinator: Coordinator) {
        panel.text = "dismantled " + panel.text
    }
}

/// Shows a `Line` with its text, or drops it.
private struct Screen: View {
    let tally: Tally
    @State var text = "first"
    @State var showsLine = true
    var body: some View {
        VStack(alignment: .leading) {
            Button("Change") { text = "second" }
            Button("Toggle") { showsLine.toggle() }
            if showsLine { Line(text: text, tally: tally) }
        }
    }
}

@MainActor
@Suite struct ViewRepresentableTests {
    /// Presses the Toggle button, which drops or brings back the line.
    private func toggle(_ graph: ViewGraph) {
        _ = graph.handle(.tab)
        _ = graph.handle(.enter)
        _ = graph.handle(.backTab)
    }

    @Test func thePanelIsMadeOnceAndUpdatedOnEveryRefresh() {
        let tally = Tally()
        let graph = ViewGraph(rootView: Screen(tally: tally))
        #expect(tally.makes == 1)
        #expect(tally.updates == 1)
        #expect(renderText(graph, width: 10, height: 3).hasSuffix("\nfirst"))
        _ = graph.handle(.enter)
        #expect(tally.makes == 1)
        #expect(tally.updates == 2)
        #expect(renderText(graph, width: 10, height: 3).hasSuffix("\nsecond"))
    }

    @Test func theCoordinatorIsMadeOnceAndKept() {
        let tally = Tally()
        let graph = ViewGraph(rootView: Screen(tally: tally))
        _ = graph.handle(.enter)
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        graph.setEnvironment(environment)
        graph.update()
        #expect(tally.updates == 3)
        #expect(Set(tally.coordinators).count == 1)
    }

    @Test func leavingTheTreeDismantlesThePanel() {
        let tally = Tally()
        let graph = ViewGraph(rootView: Screen(tally: tally))
        weak var panel: LinePanel?
        graph.root.forEachDescendant { node in
            if let storage = node.existingStorage(ViewRepresentableStorage<Line>.self) { panel = storage.panel }
        }
        #expect(panel?.text == "first")
        var seen: LinePanel? = panel
        toggle(graph)
        #expect(seen?.text == "dismantled first")
        seen = nil
        #expect(panel == nil)
        // Shown again, it is a new identity: made again.
        toggle(graph)
        #expect(tally.makes == 2)
    }

    @Test func thePanelIsDismantledAtTheRemovalEvenWhileItsStorageIsHeld() {
        let graph = ViewGraph(rootView: Screen(tally: Tally()))
        var held: ViewRepresentableStorage<Line>?
        graph.root.forEachDescendant { node in
            if let storage = node.existingStorage(ViewRepresentableStorage<Line>.self) { held = storage }
        }
        let panel = held?.panel
        toggle(graph)
        #expect(panel?.text == "dismantled first")
        #expect(held?.panel == nil, "the storage lets go of the panel it dismantled")
    }

    @Test func thePanelDrawsWithTheTraitsOfItsEnvironment() {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        environment.legibilityWeight = .bold
        let traits = TraitBridge.traits(from: environment)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.legibilityWeight == .bold)
        let graph = ViewGraph(rootView: Line(text: "abc", tally: Tally()), environment: environment)
        var canvas = Canvas(size: Size(width: 3, height: 1))
        graph.layout(in: Rect(x: 0, y: 0, width: 3, height: 1))
        graph.draw(into: &canvas, clip: Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(canvas.text == "abc")
        #expect(canvas[0, 0].style.attributes.contains(.bold))
        #expect(canvas[0, 0].style.background == Palette.light.background)
    }

    @Test func itIsSizedByThePanel() {
        let graph = ViewGraph(rootView: Line(text: "four", tally: Tally()))
        #expect(graph.sizeThatFits(.unspecified) == Size(width: 4, height: 1))
    }
}
