import Testing
import Terminal
import TestSupport
@testable import Declarative

/// `.alert` and `.confirmationDialog` in a pure declarative tree (no host): the dialog draws
/// itself over the dimmed tree, with SwiftUI's button rules.
@MainActor
@Suite struct DialogTests {
    @MainActor
    final class Log { var entries: [String] = [] }

    struct Confirming: View {
        @State var isConfirming = true
        let log: Log
        var body: some View {
            Button("Ask") { isConfirming = true }
                .confirmationDialog("Void Invoice #00042?", isPresented: $isConfirming, titleVisibility: .visible) {
                    Button("Void Invoice", role: .destructive) { log.entries.append("void") }
                } message: {
                    Text("It cannot be reopened.")
                }
        }
    }

    @Test func aConfirmationDialogAddsCancelAtTheBottomAndFocusesIt() {
        let graph = ViewGraph(rootView: Confirming(log: Log()))
        let text = renderText(graph, width: 60, height: 16)
        #expect(text.contains("Void Invoice #00042?"))
        #expect(text.contains("It cannot be reopened."))
        let rows = text.split(separator: "\n").map(String.init)
        let void = rows.firstIndex { $0.contains("[ Void Invoice ]") }
        let cancel = rows.firstIndex { $0.contains("▸ Cancel ◂") }
        #expect(void != nil && cancel != nil)
        #expect(cancel! == void! + 2, "a divider sets Cancel apart")
        #expect(graph.focusedLabel == "Cancel")
    }

    @Test func escapeChoosesCancelAndClosesTheDialog() {
        let log = Log()
        let graph = ViewGraph(rootView: Confirming(log: log))
        _ = renderText(graph, width: 60, height: 16)
        #expect(graph.handle(.escape))
        let text = renderText(graph, width: 60, height: 16)
        #expect(!text.contains("Void Invoice #00042?"))
        #expect(log.entries.isEmpty)
        #expect(graph.focusedLabel == "Ask")
    }

    @Test func theDestructiveButtonClosesTheDialogThenRuns() {
        let log = Log()
        let graph = ViewGraph(rootView: Confirming(log: log))
        _ = renderText(graph, width: 60, height: 16)
        _ = graph.handle(.up)
        #expect(graph.focusedLabel == "Void Invoice")
        _ = graph.handle(.enter)
        #expect(log.entries == ["void"])
        #expect(!renderText(graph, width: 60, height: 16).contains("Void Invoice #00042?"))
    }

    struct Alerting: View {
        @State var isShowing = true
        let buttons: Int
        var body: some View {
            Text("Below")
                .alert("Saved", isPresented: $isShowing) {
                    if buttons > 0 { Button("Open") {} }
                    if buttons > 1 { Button("Later", role: .cancel) {} }
                }
        }
    }

    @Test func anAlertWithTwoButtonsShowsThemInARowCancelLeading() {
        let text = renderText(Alerting(buttons: 2), width: 60, height: 16)
        #expect(text.contains("▸ Later ◂  [ Open ]"))
    }

    @Test func anAlertWithNoButtonsGetsOKAndEscapeDoesNotCloseAnAlertWithoutCancel() {
        let graph = ViewGraph(rootView: Alerting(buttons: 0))
        #expect(renderText(graph, width: 60, height: 16).contains("▸ OK ◂"))
        #expect(graph.handle(.escape), "Escape stays with the dialog")
        #expect(renderText(graph, width: 60, height: 16).contains("Saved"))
    }

    @Test func aDialogTakesOnlyTheFirstCancelButton() {
        var closed = 0
        let buttons = [Dialog.Action(title: "Keep", role: .cancel) {}, Dialog.Action(title: "Stop", role: .cancel) {}]
        let dialog = Dialog(kind: .alert, title: "T", titleVisibility: .automatic, message: nil, buttons: buttons) {
            closed += 1
        }
        #expect(dialog.actions.map(\.title) == ["Keep"])
        #expect(dialog.showsTitle)
        let confirmation = Dialog(
            kind: .confirmationDialog, title: "T", titleVisibility: .automatic, message: nil, buttons: []
        ) { closed += 1 }
        #expect(!confirmation.showsTitle, "a confirmation dialog shows its title only when asked")
        #expect(confirmation.actions.map(\.title) == ["Cancel"])
        confirmation.actions[0].run()
        #expect(closed == 1)
    }

    @Test func aDestructiveButtonNeverTakesInitialFocus() {
        struct Screen: View {
            var body: some View {
                HStack {
                    Button("Delete", role: .destructive) {}
                    Button("Share") {}
                }
            }
        }
        let graph = ViewGraph(rootView: Screen())
        #expect(graph.focusedLabel == "Share")
    }
}
