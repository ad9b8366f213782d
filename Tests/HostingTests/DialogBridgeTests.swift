import Observation
import Testing
import Terminal
import Declarative
import Imperative
@testable import Hosting

/// A hosted view's `.confirmationDialog` and `.alert` become an `AlertController` the host
/// presents, as SwiftUI on iOS has the hosting controller present a UIAlertController.
@MainActor
@Suite struct DialogBridgeTests {
    @Observable
    final class Flag {
        var isPresented = false
        var voided = 0
    }

    struct Detail: View {
        @Bindable var flag: Flag
        var body: some View {
            Button("Void invoice", role: .destructive) { flag.isPresented = true }
                .confirmationDialog("Void Invoice #00042?", isPresented: $flag.isPresented, titleVisibility: .visible) {
                    Button("Void Invoice", role: .destructive) { flag.voided += 1 }
                    Button("Keep", role: .cancel) {}
                } message: {
                    Text("It cannot be reopened.")
                }
                .navigationTitle("Invoice #00042")
        }
    }

    struct Saved: View {
        @Bindable var flag: Flag
        var body: some View {
            Text("Saved").alert("Saved", isPresented: $flag.isPresented) { Button("OK") {} }
        }
    }

    func shell(_ view: some View) -> Window {
        let window = Window(size: Size(width: 80, height: 24))
        window.rootViewController = NavigationController(rootViewController: HostingController(rootView: view))
        _ = window.render()
        return window
    }

    @Test func aConfirmationDialogBecomesAnActionSheetAlertWithStylesFromRoles() throws {
        let flag = Flag()
        let window = shell(Detail(flag: flag))
        flag.isPresented = true
        _ = window.render()
        let alert = try #require(window.topPresentedController as? AlertController)
        #expect(alert.preferredStyle == .actionSheet)
        #expect(alert.title == "Void Invoice #00042?")
        #expect(alert.message == "It cannot be reopened.")
        #expect(alert.actions.map(\.title) == ["Void Invoice", "Keep"])
        #expect(alert.actions.map(\.style) == [.destructive, .cancel])
        #expect(alert.focusedAction?.title == "Keep")
    }

    @Test func escapeKeepsAndSetsTheBindingBack() {
        let flag = Flag()
        let window = shell(Detail(flag: flag))
        flag.isPresented = true
        _ = window.render()
        window.send(.escape)
        #expect(window.topPresentedController == nil)
        #expect(flag.isPresented == false)
        #expect(flag.voided == 0)
        _ = window.render()
        #expect(window.diagnostics.entries.isEmpty, "the dismissed alert is freed")
    }

    @Test func theDestructiveActionRunsOnceAndTheDialogCanOpenAgain() {
        let flag = Flag()
        let window = shell(Detail(flag: flag))
        flag.isPresented = true
        _ = window.render()
        window.send(.up)
        window.send(.enter)
        #expect(flag.voided == 1)
        #expect(flag.isPresented == false)
        #expect(window.topPresentedController == nil)
        flag.isPresented = true
        _ = window.render()
        #expect(window.topPresentedController is AlertController)
    }

    @Test func settingTheBindingFalseDismissesTheAlert() {
        let flag = Flag()
        let window = shell(Detail(flag: flag))
        flag.isPresented = true
        _ = window.render()
        flag.isPresented = false
        _ = window.render()
        #expect(window.topPresentedController == nil)
    }

    @Test func anAlertKeepsTheAlertStyleAndItsTitle() throws {
        let flag = Flag()
        let window = shell(Saved(flag: flag))
        flag.isPresented = true
        _ = window.render()
        let alert = try #require(window.topPresentedController as? AlertController)
        #expect(alert.preferredStyle == .alert)
        #expect(alert.title == "Saved")
        #expect(alert.actions.map(\.style) == [.default])
    }
}
