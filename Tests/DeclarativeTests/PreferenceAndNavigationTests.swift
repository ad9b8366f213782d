import Testing
import Terminal
import TestSupport
@testable import Declarative

private struct Detail: View {
    let number: Int
    var body: some View { Text("detail \(number)").navigationTitle("Invoice \(number)") }
}

private struct Browser: View {
    @State var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading) {
                NavigationLink("Open 7", value: 7)
                Text("depth \(path.count)")
            }
            .navigationTitle("Ledger")
            .navigationDestination(for: Int.self) { Detail(number: $0) }
        }
    }
}

private struct SheetHost: View {
    @State var showing = false
    var body: some View {
        VStack(alignment: .leading) {
            Button("Export") { showing = true }
            Text("content")
        }
        .sheet(isPresented: $showing) { SheetBody() }
    }
}

private struct SheetBody: View {
    @Environment(\.dismiss) var dismiss
    var body: some View { Button("Done") { dismiss() } }
}

@MainActor
@Suite struct PreferenceAndNavigationTests {
    @Test func toolbarItemsFlowUpWithTheirKeys() {
        var voided = false
        let graph = ViewGraph(rootView: Text("x").toolbar { ToolbarItem("Void", key: "v") { voided = true } })
        #expect(graph.preferences.toolbarItems.map(\.title) == ["Void"])
        #expect(graph.preferences.toolbarItems.first?.key == "v")
        graph.preferences.toolbarItems.first?.action()
        #expect(voided)
    }

    @Test func outermostNavigationTitleWins() {
        let graph = ViewGraph(rootView: Text("x").navigationTitle("Inner").navigationTitle("Outer"))
        #expect(graph.preferences.navigationTitle == "Outer")
    }

    @Test func titleDisplayModeFlowsUp() {
        let graph = ViewGraph(rootView: Text("x").navigationBarTitleDisplayMode(.large))
        #expect(graph.preferences.titleDisplayMode == .large)
    }

    @Test func preferencesFollowStateChanges() {
        struct Titled: View {
            @State var n = 1
            var body: some View { Button("next") { n += 1 }.navigationTitle("Page \(n)") }
        }
        let graph = ViewGraph(rootView: Titled())
        #expect(graph.handle(.enter))
        #expect(graph.preferences.navigationTitle == "Page 2")
    }

    @Test func navigationStackDrawsItsOwnBarAndTellsTheHost() {
        let graph = ViewGraph(rootView: Browser())
        #expect(renderText(graph, width: 20, height: 3) == "       Ledger\nOpen 7 ›\ndepth 0")
        #expect(graph.preferences.containsNavigationStack)
        #expect(graph.preferences.navigationTitle == nil)
    }

    @Test func navigationLinkPushesTheDestinationForItsValue() {
        let graph = ViewGraph(rootView: Browser())
        #expect(graph.handle(.enter))
        #expect(renderText(graph, width: 40, height: 2) == " ‹ Ledger      Invoice 7\ndetail 7")
    }

    @Test func escapePopsTheNavigationStack() {
        let graph = ViewGraph(rootView: Browser())
        #expect(graph.handle(.enter))
        #expect(graph.handle(.escape))
        #expect(renderText(graph, width: 20, height: 3).contains("depth 0"))
        #expect(!graph.handle(.escape))
    }

    @Test func sheetDrawsABoxOverDimmedContent() {
        let graph = ViewGraph(rootView: SheetHost())
        #expect(graph.handle(.enter))
        var canvas = Canvas(size: Size(width: 20, height: 5))
        graph.layout(in: canvas.bounds)
        graph.draw(into: &canvas, clip: canvas.bounds)
        #expect(canvas.text.contains("┌"))
        #expect(canvas.text.contains("Done"))
        #expect(canvas[0, 0].style.attributes.contains(.dim))
        #expect(graph.focusedLabel == "Done")
    }

    @Test func escapeDismissesTheSheetFirst() {
        let graph = ViewGraph(rootView: SheetHost())
        #expect(graph.handle(.enter))
        #expect(graph.handle(.escape))
        #expect(!renderText(graph, width: 20, height: 5).contains("Done"))
        #expect(!graph.handle(.escape))
    }

    @Test func dismissFromTheEnvironmentClosesTheSheet() {
        let graph = ViewGraph(rootView: SheetHost())
        #expect(graph.handle(.enter))
        #expect(graph.handle(.enter))
        #expect(!renderText(graph, width: 20, height: 5).contains("Done"))
        #expect(graph.focusedLabel == "Export")
    }
}
