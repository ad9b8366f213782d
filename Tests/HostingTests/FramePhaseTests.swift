import Foundation
import Rules
import Observation
import Testing
import Terminal
import TestSupport
import Declarative
@testable import Imperative
@testable import Hosting

/// What the app's code did, counted: cell configuration update handlers and cell content bodies.
@MainActor
private final class Spy {
    var updateHandlerCalls = 0
    var bodies = 0
}

private struct SpiedRow: View {
    let number: Int
    let spy: Spy
    var body: some View {
        let _ = spy.bodies += 1
        Text("row \(number)")
    }
}

@Observable
@MainActor
private final class Growing {
    var lines = 1
}

private struct GrowingView: View {
    let growing: Growing
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(Array(0..<growing.lines), id: \.self) { Text("line \($0)") }
        }
    }
}

/// Two facts two observers copy into each other.
@Observable
@MainActor
private final class PingPong {
    var ping = 0
    var pong = 0
}

private struct LocaleLine: View {
    @Environment(\.locale) var locale
    var body: some View { Text("locale \(locale)") }
}

/// A toggle whose binding counts the reads of its value (app code, as a custom binding is).
private struct SpiedToggle: View {
    let spy: Spy
    var body: some View {
        Toggle(
            "Paid",
            isOn: Binding(
                get: {
                    spy.bodies += 1; return true
                }, set: { _ in }))
    }
}

/// A list of spied rows, each cell with an update handler.
@MainActor
private func spiedList(_ spy: Spy) -> ListHostController {
    ListHostController(count: 5, title: "Rows") { cell, n in
        cell.contentConfiguration = HostingConfiguration { SpiedRow(number: n, spy: spy) }
        cell.configurationUpdateHandler = { _, _ in spy.updateHandlerCalls += 1 }
    }
}

/// The two phases of a frame: `Window.updateIfNeeded()` does everything that changes state
/// (bodies, cell configurations and their handlers, rule checks); `draw()` only reads.
@MainActor
@Suite struct FramePhaseTests {
    private func show(_ controller: ViewController, size: Size = Size(width: 40, height: 12)) -> Window {
        let window = Window(size: size)
        window.rootViewController = NavigationController(rootViewController: controller)
        return window
    }

    @Test func drawingCallsNoAppCodeAndRecordsNothing() {
        let spy = Spy()
        let window = show(spiedList(spy))
        _ = window.render()
        window.send(.down)
        let frame = window.render()
        #expect(spy.updateHandlerCalls > 0)
        let calls = spy.updateHandlerCalls, bodies = spy.bodies
        let diagnostics = window.diagnostics.entries.count, events = window.events.lines.count
        let first = window.draw(), second = window.draw()
        #expect(first.text == frame.text)
        #expect(second.text == frame.text)
        #expect(spy.updateHandlerCalls == calls)
        #expect(spy.bodies == bodies)
        #expect(window.diagnostics.entries.count == diagnostics)
        #expect(window.events.lines.count == events)
    }

    @Test func drawingReadsNoBinding() {
        let spy = Spy()
        let window = show(HostingController(rootView: SpiedToggle(spy: spy)))
        let frame = window.render()
        #expect(frame.contains("[x] Paid"))
        let reads = spy.bodies
        #expect(window.draw().text == frame.text)
        #expect(spy.bodies == reads)
    }

    @Test func renderingTwiceWithoutInputCallsNoUpdateHandlerAndEvaluatesNoBody() {
        let spy = Spy()
        let window = show(spiedList(spy))
        let frame = window.render()
        let calls = spy.updateHandlerCalls, bodies = spy.bodies
        #expect(window.render().text == frame.text)
        #expect(window.render().text == frame.text)
        #expect(spy.updateHandlerCalls == calls)
        #expect(spy.bodies == bodies)
    }

    @Test func aRuleBrokenSinceTheLastFrameIsFoundByTheUpdatePhaseNotByDrawing() {
        let source = EnvironmentSource()
        source.set(\.locale, Locale(identifier: "en_US"))
        let host = HostingController(rootView: LocaleLine().environment(\.locale, source.locale))
        let window = show(host)
        _ = window.render()
        source.set(\.locale, Locale(identifier: "fr_FR"))
        _ = window.draw()
        #expect(!window.diagnostics.contains(rule: .environmentAfterHost))
        window.updateIfNeeded()
        #expect(window.diagnostics.contains(rule: .environmentAfterHost))
    }

    @Test func gettersLeaveTheGraphAsTheyFoundIt() {
        let growing = Growing()
        let host = HostingController(rootView: GrowingView(growing: growing))
        let window = show(host)
        _ = window.render()
        growing.lines = 3
        #expect(host.graph.needsUpdate)
        let evaluations = host.graph.bodyEvaluations
        _ = host.environmentSummary
        _ = host.contentEnvironment
        _ = host.providedEnvironment
        _ = host.inspectorDetails
        _ = host.keyHints
        _ = host.idealContentSize
        _ = host.view.intrinsicContentSize
        _ = host.navigationPathDepth
        _ = host.focusedControlLabel
        #expect(host.graph.needsUpdate)
        #expect(host.graph.bodyEvaluations == evaluations)
        #expect(host.idealContentSize.height == 1)
        host.updateIfNeeded(in: window.updateContext(traits: host.traitCollection, layer: window.rootViewController!))
        #expect(!host.graph.needsUpdate)
        #expect(host.idealContentSize.height == 3)
    }

    @Test func readingTheNavigatorLeavesItUnboundBindingIsAVerb() {
        let navigator = Navigator(navigationController: nil)
        let host = HostingController(rootView: LocaleLine().environment(\.navigator, navigator))
        navigator.host = nil
        _ = host.environmentSummary
        _ = host.inspectorDetails
        #expect(navigator.host == nil)
        host.bindNavigator()
        #expect(navigator.host === host)
    }

    @Test func observersThatScheduleEachOtherForeverStopAtTheCapAndAreLogged() {
        let model = PingPong()
        let controller = ViewController()
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = controller
        window.stopsOnEngineFaults = false
        ModelObserver(controller) { _ in model.pong = model.ping + 1 }
        ModelObserver(controller) { _ in model.ping = model.pong + 1 }
        window.drainObservations()
        let faults = window.events.lines.filter { $0.hasPrefix("engine:") }
        #expect(
            faults == [
                "engine: model observers still scheduled after \(Window.observationRoundLimit) rounds: ViewController"
            ])
    }
}
