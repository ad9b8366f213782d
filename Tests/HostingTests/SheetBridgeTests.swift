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

    /// Opens a popover of a fixed-width explanation.
    struct PresentingPopover: View {
        @Bindable var flag: Flag
        var body: some View {
            Button("Info") { flag.isPresented = true }
                .popover(isPresented: $flag.isPresented) {
                    Text("Open: waiting to be paid").frame(width: 24, height: 2, alignment: .topLeading)
                }
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

    @Test func aHostedPopoverIsAPopoverHostSizedByItsContent() {
        let flag = Flag()
        let host = HostingController(rootView: PresentingPopover(flag: flag))
        let window = Window(size: Size(width: 120, height: 40))
        window.rootViewController = NavigationController(rootViewController: host)
        _ = window.render()
        window.send(.enter)
        let frame = window.render()
        let popover = window.topPresentedController as? HostingController<AnyView>
        #expect(popover?.modalPresentationStyle == .popover)
        #expect(popover?.effectivePresentationStyle == .popover)
        #expect(popover?.sizingOptions == .preferredContentSize)
        #expect(popover?.preferredContentSize == Size(width: 24, height: 2))
        #expect(popover?.view.frame.size == Size(width: 24, height: 2))
        #expect(frame.text.contains("Open: waiting to be paid"))
        // In compact width the same popover shows as a sheet.
        window.resize(to: Size(width: 80, height: 24))
        _ = window.render()
        #expect(popover?.effectivePresentationStyle == .sheet)
        #expect(popover?.view.frame.size == Size(width: 74, height: 19))
        window.send(.escape)
        #expect(window.topPresentedController == nil)
        #expect(flag.isPresented == false)
    }
}
