import Rules
import Testing
import Terminal
import Declarative
import Imperative
@testable import Hosting

@MainActor
final class Counts {
    var makes = 0
    var updates = 0
}

/// A legacy controller that shows a label text.
@MainActor
final class LegacyController: ViewController {
    var text = "" {
        didSet { label.text = text }
    }
    private let label = LabelPanel()
    override func loadView() { setView(label) }
    var keys: [Key] = []
    override func handle(_ key: Key) -> Bool {
        keys.append(key)
        return key == .down
    }
}

@MainActor
@Suite struct RepresentableTests {
    struct Updating: ViewControllerRepresentable {
        let text: String
        let counts: Counts
        func makeUIViewController(context: Context) -> LegacyController {
            counts.makes += 1
            return LegacyController()
        }
        func updateUIViewController(_ controller: LegacyController, context: Context) {
            counts.updates += 1
            controller.text = text
        }
        var focusLabel: String { "Legacy" }
    }

    struct MakeOnly: ViewControllerRepresentable {
        let text: String
        func makeUIViewController(context: Context) -> LegacyController {
            let c = LegacyController()
            c.text = text
            return c
        }
        func updateUIViewController(_ controller: LegacyController, context: Context) {}
        var focusLabel: String { "Legacy" }
    }

    /// Make only, with a callback made anew on every body: not an input.
    struct MakeOnlyWithCallback: ViewControllerRepresentable {
        let text: String
        let onDone: @MainActor () -> Void
        func makeUIViewController(context: Context) -> LegacyController {
            let c = LegacyController()
            c.text = text
            return c
        }
        func updateUIViewController(_ controller: LegacyController, context: Context) {}
        var focusLabel: String { "Legacy" }
    }

    /// Re-renders with the same text: only the callback is new.
    struct Rerendering: View {
        @State var taps = 0
        var body: some View {
            VStack {
                Button("Tap \(taps)") { taps += 1 }
                MakeOnlyWithCallback(text: "fixed", onDone: { taps = 0 })
            }
        }
    }

    struct Screen<R: View>: View {
        @State var text = "first"
        let make: (String) -> R
        var body: some View {
            VStack {
                Button("Change") { text = "second" }
                make(text)
            }
        }
    }

    func host<V: View>(_ view: V) -> (Window, HostingController<V>) {
        let host = HostingController(rootView: view)
        let window = Window(size: Size(width: 60, height: 16))
        window.rootViewController = NavigationController(rootViewController: host)
        _ = window.render()
        return (window, host)
    }

    @Test func makeRunsOnceAndUpdateOnEveryRefresh() {
        let counts = Counts()
        let (window, _) = host(Screen { Updating(text: $0, counts: counts) })
        window.send(.enter)
        _ = window.render()
        #expect(counts.makes == 1)
        #expect(counts.updates >= 2)
    }

    @Test func theControllerBecomesAChildOfTheHostAndSeesItsInputs() throws {
        let counts = Counts()
        let (window, host) = host(Screen { Updating(text: $0, counts: counts) })
        let legacy = try #require(host.children.first as? LegacyController)
        #expect(legacy.text == "first")
        window.send(.enter)
        _ = window.render()
        #expect(legacy.text == "second")
        #expect(legacy.traitCollection == host.traitCollection)
    }

    @Test func keysReachTheControllerWhileTheRepresentableHasFocus() throws {
        let counts = Counts()
        let (window, host) = host(Screen { Updating(text: $0, counts: counts) })
        window.send(.tab)
        window.send(.down)
        let legacy = try #require(host.children.first as? LegacyController)
        #expect(legacy.keys == [.down])
    }

    @Test func inputsThatChangeWithoutAnUpdateRecordRepresentableUpdate() {
        let (window, _) = host(Screen { MakeOnly(text: $0) })
        #expect(!window.diagnostics.contains(rule: .representableUpdate))
        window.send(.enter)
        _ = window.render()
        #expect(window.diagnostics.contains(rule: .representableUpdate))
    }

    @Test func aNewCallbackAloneIsNoChangeOfInputs() {
        let (window, host) = host(Rerendering())
        let evaluations = host.graph.bodyEvaluations["Rerendering"]
        window.send(.enter)
        _ = window.render()
        #expect(host.graph.bodyEvaluations["Rerendering"] == (evaluations ?? 0) + 1)
        #expect(!window.diagnostics.contains(rule: .representableUpdate))
    }

    @Test func anUpdateThatAppliesInputsIsSilent() {
        let counts = Counts()
        let (window, _) = host(Screen { Updating(text: $0, counts: counts) })
        window.send(.enter)
        _ = window.render()
        #expect(window.diagnostics.entries.isEmpty)
    }

    /// The transcript lines of appearance callbacks, from `start` on.
    private func appearance(_ window: Window, from start: Int) -> [String] {
        window.events.lines[start...].filter { $0.hasPrefix("view") }
    }

    @Test func theRepresentedControllerAppearsAndDisappearsRightAfterItsPresentedHost() throws {
        let counts = Counts()
        let root = ViewController()
        let window = Window(size: Size(width: 60, height: 16))
        window.rootViewController = root
        let host = HostingController(rootView: Updating(text: "x", counts: counts))
        let start = window.events.lines.count
        root.present(host)
        let legacy = try #require(host.children.first as? LegacyController)
        #expect(legacy.isAppeared)
        host.dismiss()
        #expect(!legacy.isAppeared)
        #expect(
            appearance(window, from: start) == [
                "viewWillAppear HostingController<Updating>", "viewIsAppearing HostingController<Updating>",
                "viewWillAppear LegacyController", "viewIsAppearing LegacyController",
                "viewDidAppear HostingController<Updating>", "viewDidAppear LegacyController",
                "viewWillDisappear HostingController<Updating>", "viewWillDisappear LegacyController",
                "viewDidDisappear HostingController<Updating>", "viewDidDisappear LegacyController",
            ])
    }

    struct Toggling: View {
        @State var shown = true
        let counts: Counts
        var body: some View {
            VStack {
                Button("Toggle") { shown.toggle() }
                if shown { Updating(text: "x", counts: counts) }
            }
        }
    }

    @Test func aRepresentableThatLeavesTheTreeWhileShownDisappears() throws {
        let (window, host) = host(Toggling(counts: Counts()))
        let legacy = try #require(host.children.first as? LegacyController)
        #expect(legacy.isAppeared)
        let start = window.events.lines.count
        window.send(.enter)
        _ = window.render()
        #expect(host.children.isEmpty)
        #expect(!legacy.isAppeared)
        #expect(
            appearance(window, from: start) == [
                "viewWillDisappear LegacyController", "viewDidDisappear LegacyController",
            ])
    }

    /// The disappearance runs as the graph removes the node, not when its storage is freed:
    /// a removed node still held elsewhere (here by the test) does not keep the controller.
    @Test func aRemovedRepresentableDisappearsEvenWhileItsNodeIsStillHeld() throws {
        let (window, host) = host(Toggling(counts: Counts()))
        let legacy = try #require(host.children.first as? LegacyController)
        var held: [ViewNode] = []
        host.graph.root.forEachDescendant { if $0.view is Updating { held.append($0) } }
        #expect(held.count == 1)
        window.send(.enter)
        _ = window.render()
        #expect(host.children.isEmpty)
        #expect(!legacy.isAppeared)
        #expect(legacy.parent == nil)
        _ = held
    }

    /// Records `dismantleUIViewController` with what the controller was at that moment.
    struct Dismantling: ViewControllerRepresentable {
        final class Coordinator { var log: [String] = [] }
        let coordinator: Coordinator
        func makeCoordinator() -> Coordinator { coordinator }
        func makeUIViewController(context: Context) -> LegacyController { LegacyController() }
        func updateUIViewController(_ c: LegacyController, context: Context) {}
        static func dismantleUIViewController(_ c: LegacyController, coordinator: Coordinator) {
            coordinator.log.append("dismantle appeared=\(c.isAppeared) parent=\(c.parent != nil)")
        }
        var focusLabel: String { "Legacy" }
    }

    struct TogglingDismantling: View {
        @State var shown = true
        let coordinator: Dismantling.Coordinator
        var body: some View {
            VStack {
                Button("Toggle") { shown.toggle() }
                if shown { Dismantling(coordinator: coordinator) }
            }
        }
    }

    /// SwiftUI calls `dismantleUIViewController(_:coordinator:)` once, before it removes the
    /// controller: the controller is still appeared and still the host's child then.
    @Test func dismantleRunsOnceBeforeTheControllerLeaves() throws {
        let coordinator = Dismantling.Coordinator()
        let (window, host) = host(TogglingDismantling(coordinator: coordinator))
        let legacy = try #require(host.children.first as? LegacyController)
        #expect(coordinator.log.isEmpty)
        window.send(.enter)
        _ = window.render()
        #expect(coordinator.log == ["dismantle appeared=true parent=true"])
        #expect(legacy.parent == nil)
        _ = window.render()
        #expect(coordinator.log.count == 1)
    }

    struct WithCoordinator: ViewControllerRepresentable {
        let onDone: @MainActor () -> Void
        final class Coordinator { var onDone: @MainActor () -> Void = {} }
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIViewController(context: Context) -> LegacyController { LegacyController() }
        func updateUIViewController(_ c: LegacyController, context: Context) { context.coordinator.onDone = onDone }
        var focusLabel: String { "Legacy" }
    }

    @Test func theCoordinatorCarriesCallbacksFromTheController() throws {
        var done = 0
        let (_, host) = host(WithCoordinator { done += 1 })
        _ = try #require(host.children.first as? LegacyController)
        let node = try #require(host.graph.root)
        func find(_ n: ViewNode) -> ViewNode? {
            if n.view is WithCoordinator { return n }
            return n.children.lazy.compactMap(find).first
        }
        let storage = try #require(find(node)?.storage { RepresentableStorage() })
        (storage.coordinator as? WithCoordinator.Coordinator)?.onDone()
        #expect(done == 1)
    }
}
