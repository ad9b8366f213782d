import Observation
import Testing
import Terminal
import TestSupport
@testable import Declarative

@Observable
@MainActor
private final class Ledger {
    var voided = 0
    var note = ""
}

private struct VoidCount: View {
    let ledger: Ledger
    var body: some View { Text("void \(ledger.voided)") }
}

private struct NoteLine: View {
    let ledger: Ledger
    var body: some View { Text("note \(ledger.note)") }
}

private struct Caption: View {
    let text: String
    var body: some View { Text(text) }
}

private struct Screen: View {
    let ledger: Ledger
    @State var taps = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("taps \(taps)")
            VoidCount(ledger: ledger)
            NoteLine(ledger: ledger)
            Caption(text: "fixed")
            Button("tap") { taps += 1 }
        }
    }
}

private struct SchemeReader: View {
    @Environment(\.colorScheme) var scheme
    var body: some View { Text(scheme.rawValue) }
}

@MainActor
@Suite struct ObservationTests {
    @Test func aModelChangeReRendersOnlyTheBodyThatReadIt() {
        let ledger = Ledger()
        let graph = ViewGraph(rootView: Screen(ledger: ledger))
        ledger.voided = 1
        graph.update()
        #expect(graph.bodyEvaluations["VoidCount"] == 2)
        #expect(graph.bodyEvaluations["NoteLine"] == 1)
        #expect(graph.bodyEvaluations["Screen"] == 1)
        #expect(renderText(graph, width: 10, height: 5).contains("void 1"))
    }

    @Test func anUnreadPropertyChangeReRendersNothing() {
        let ledger = Ledger()
        let graph = ViewGraph(rootView: VoidCount(ledger: ledger))
        ledger.note = "wire"
        #expect(!graph.needsUpdate)
        graph.update()
        #expect(graph.bodyEvaluations["VoidCount"] == 1)
    }

    @Test func aParentReRenderSkipsChildrenWhoseInputsAreUnchanged() {
        let graph = ViewGraph(rootView: Screen(ledger: Ledger()))
        #expect(graph.handle(.enter))
        #expect(graph.bodyEvaluations["Screen"] == 2)
        #expect(graph.bodyEvaluations["VoidCount"] == 1)
        #expect(graph.bodyEvaluations["Caption"] == 1)
    }

    @Test func aChildWithAChangedInputIsReEvaluated() {
        struct Parent: View {
            @State var text = "a"
            var body: some View {
                VStack {
                    Caption(text: text); Button("change") { text = "b" }
                }
            }
        }
        let graph = ViewGraph(rootView: Parent())
        #expect(graph.handle(.enter))
        #expect(graph.bodyEvaluations["Caption"] == 2)
    }

    @Test func anEnvironmentChangeReRendersItsReaders() {
        let graph = ViewGraph(rootView: SchemeReader())
        var env = EnvironmentValues()
        env.colorScheme = .light
        graph.setEnvironment(env)
        graph.update()
        #expect(graph.bodyEvaluations["SchemeReader"] == 2)
        #expect(renderText(graph, width: 6, height: 1) == "light")
    }

    @Test func anUnchangedEnvironmentReRendersNothing() {
        let graph = ViewGraph(rootView: SchemeReader())
        graph.setEnvironment(EnvironmentValues())
        graph.update()
        #expect(graph.bodyEvaluations["SchemeReader"] == 1)
    }

    @Test func bindableEditsTheModelDirectly() {
        struct Editor: View {
            @Bindable var ledger: Ledger
            var body: some View { TextField("Note", text: $ledger.note) }
        }
        let ledger = Ledger()
        let graph = ViewGraph(rootView: Editor(ledger: ledger))
        #expect(graph.moveFocus(by: 1, wraps: true))
        #expect(graph.handle(.character("x")))
        #expect(ledger.note == "x")
    }
}

/// Writes its binding whenever it updates: the parent that reads the value re-renders it,
/// which updates it again, without end.
private struct Bumper: PrimitiveView {
    let count: Binding<Int>
    func update(_ node: ViewNode) { count.wrappedValue += 1 }
}

private struct Restless: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            Bumper(count: $count)
        }
    }
}

@MainActor
@Suite struct UpdateCapTests {
    @Test func anUpdateThatNeverSettlesStopsAtItsCapTellsTheHostAndKeepsTheRest() {
        let host = RecordingGraphHost()
        let graph = host.graph(Restless())
        graph.update()
        #expect(host.stoppedUpdates.map(\.rounds) == [ViewGraph.updateRoundLimit])
        #expect(host.stoppedUpdates.first?.pending == ["Restless"])
        #expect(graph.needsUpdate)
    }
}
