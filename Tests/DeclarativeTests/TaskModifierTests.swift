import Observation
import Testing
import Terminal
import TestSupport
@testable import Declarative

@Observable
@MainActor
private final class Model {
    var shown = true
    var id = 1
    var log: [String] = []
}

private struct Loader: View {
    let model: Model
    var body: some View {
        VStack {
            if model.shown {
                Text("Loading").task(id: model.id) { [model] in
                    let id = model.id
                    model.log.append("start \(id)")
                    do {
                        try await Task.sleep(for: .seconds(600))
                        model.log.append("finished \(id)")
                    } catch {
                        model.log.append("cancelled \(id)")
                    }
                }
            }
        }
    }
}

/// `.task` and `.task(id:)`: started as the view appears, on the main actor, never inline;
/// cancelled when it disappears; restarted when the id changes.
@MainActor
@Suite struct TaskModifierTests {
    let rect = Rect(x: 0, y: 0, width: 20, height: 3)

    /// Lets the main actor's queued jobs run: 200 turns, or until `done` holds. A cancelled
    /// sleep wakes its task from another thread, which a loaded machine may schedule late, so
    /// a condition is waited for up to ten seconds more, in 5 ms naps, before it is given up.
    func settle(until done: (() -> Bool)? = nil) async {
        for _ in 0..<200 where !(done?() ?? false) { await Task.yield() }
        guard let done else { return }
        for _ in 0..<2000 where !done() { try? await Task.sleep(for: .milliseconds(5)) }
    }

    @Test func aTaskStartsAsTheViewAppearsAndIsCancelledWhenItDisappears() async {
        let model = Model()
        let graph = ViewGraph(rootView: EmptyView())
        graph.isAppeared = false
        graph.setRootView(Loader(model: model))
        graph.layout(in: rect)
        await settle()
        #expect(model.log.isEmpty, "not appeared, not started")
        graph.isAppeared = true
        graph.update()
        #expect(model.log.isEmpty, "scheduled, not run inline")
        await settle { !model.log.isEmpty }
        #expect(model.log == ["start 1"])
        model.shown = false
        graph.layout(in: rect)
        await settle { model.log.count == 2 }
        #expect(model.log == ["start 1", "cancelled 1"])
    }

    @Test func aNewIDRestartsTheTaskAndAnEqualOneDoesNot() async {
        let model = Model()
        let graph = ViewGraph(rootView: Loader(model: model))
        graph.layout(in: rect)
        await settle { !model.log.isEmpty }
        model.id = 2
        graph.layout(in: rect)
        await settle { model.log.count == 3 }
        // The new task starts as the old is cancelled; the old one hears it when it next runs.
        #expect(Set(model.log) == ["start 1", "cancelled 1", "start 2"])
        #expect(model.log.firstIndex(of: "start 2")! > model.log.firstIndex(of: "start 1")!)
        model.shown = true  // the same id, an unchanged tree
        graph.layout(in: rect)
        await settle()
        #expect(model.log.count == 3)
    }

    @Test func aTaskWithoutAnIDRunsToItsEnd() async {
        final class Box { var done = false }
        let box = Box()
        let graph = ViewGraph(rootView: Text("Hi").task { box.done = true })
        graph.layout(in: rect)
        await settle { box.done }
        #expect(box.done)
    }
}
