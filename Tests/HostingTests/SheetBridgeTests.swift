import Observation
import Testing
import Terminal
import Declarative
import Imperative
@testable import Hosting

@MainActor
@Suite struct SheetBridgeTests {
    @Observable
    final class Flag { var isPresented = false }

    struct Presenting: View {
        @Bindable var flag: Flag
        var body: some View {
            Button("Open") { flag.isPresented = true }
                .sheet(isPresented: $flag.isPresented) { Closing() }
                .navigationTitle("Detail")
        }
    }

    struct Closing: View {
        @Environment(\.dismiss) var dismiss
        var body: some View { Button("Close") { dismiss() } }
    }

    func shell(_ flag: Flag) -> (Window, HostingController<Presenting>) {
        let host = HostingController(rootView: Presenting(flag: flag))
        let window = Window(size: Size(width: 60, height: 16))
        window.rootViewController = NavigationController(rootViewController: host)
        _ = window.render()
        return (window, host)
    }

    @Test func aHostedSheetBecomesAnImperativeSheetPresentation() {
        let flag = Flag()
        let (window, _) = shell(flag)
        window.send(.enter)
        _ = window.render()
        #expect(window.topPresentedController?.modalPresentationStyle == .sheet)
        #expect(window.topPresentedController?.kind == .hosted)
    }

    @Test func escapeOnThePresentationSetsTheBindingBack() {
        let flag = Flag()
        let (window, _) = shell(flag)
        window.send(.enter)
        _ = window.render()
        window.send(.escape)
        #expect(window.topPresentedController == nil)
        #expect(flag.isPresented == false)
        _ = window.render()
        #expect(window.diagnostics.entries.isEmpty, "the dismissed sheet host is freed")
    }

    @Test func dismissInsideTheSheetClosesIt() {
        let flag = Flag()
        let (window, _) = shell(flag)
        window.send(.enter)
        _ = window.render()
        window.send(.enter)
        _ = window.render()
        #expect(window.topPresentedController == nil)
        #expect(flag.isPresented == false)
    }

    @Test func settingTheBindingFalseDismissesThePresentation() {
        let flag = Flag()
        let (window, _) = shell(flag)
        flag.isPresented = true
        _ = window.render()
        #expect(window.topPresentedController != nil)
        flag.isPresented = false
        _ = window.render()
        #expect(window.topPresentedController == nil)
    }

    @Test func withoutAHostTheSheetDrawsInsideTheTree() {
        let flag = Flag()
        flag.isPresented = true
        let graph = ViewGraph(rootView: Presenting(flag: flag))
        var canvas = Canvas(size: Size(width: 40, height: 10))
        graph.layout(in: canvas.bounds)
        graph.draw(into: &canvas, clip: canvas.bounds)
        #expect(canvas.contains("Close"))
    }
}
