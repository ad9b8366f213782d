import Testing
@testable import Declarative

/// A host hears the preferences after every update only if it observes them; one that reads
/// them when it needs them (a cell's content) gets them as the tree stands, walked on the read.
@MainActor
struct PreferenceObservationTests {
    private final class Host: ViewGraphHost {
        let observesPreferences: Bool
        var heard: [String?] = []
        init(observes: Bool) { observesPreferences = observes }
        var viewGraphHostName: String { "test host" }
        func viewGraph(_ graph: ViewGraph, didUpdatePreferences preferences: PreferenceValues) {
            heard.append(preferences.navigationTitle)
        }
    }

    @Test func anObservingHostHearsEachUpdate() {
        let graph = ViewGraph(rootView: Text("x").navigationTitle("One"))
        let host = Host(observes: true)
        graph.host = host
        graph.setRootView(Text("x").navigationTitle("Two"))
        #expect(host.heard == ["Two"])
    }

    @Test func aHostThatReadsWhenItNeedsIsNotToldAndReadsTheTreeAsItStands() {
        let graph = ViewGraph(rootView: Text("x").navigationTitle("One"))
        let host = Host(observes: false)
        graph.host = host
        graph.setRootView(Text("x").navigationTitle("Two"))
        graph.setRootView(Text("x").navigationTitle("Three"))
        #expect(host.heard.isEmpty)
        #expect(graph.preferences.navigationTitle == "Three")
        // Read again with nothing changed: the same values, without a walk.
        #expect(!graph.needsPreferenceWalk)
        #expect(graph.preferences.navigationTitle == "Three")
    }
}
