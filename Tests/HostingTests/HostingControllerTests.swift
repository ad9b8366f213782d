import Rules
import Observation
import Testing
import Terminal
import Declarative
import Imperative
@testable import Hosting

@MainActor
@Suite struct HostingControllerTests {
    struct Detail: View {
        @Environment(\.colorScheme) var scheme
        var body: some View {
            Text("scheme \(scheme.rawValue)").navigationTitle("Invoice #00042")
        }
    }

    @Test func theHostedNavigationTitleIsWrittenIntoTheNavigationItem() {
        let host = HostingController(rootView: Detail())
        #expect(host.navigationItem.title == "Invoice #00042")
        #expect(host.displayTitle == "Invoice #00042")
        #expect(host.title == nil)
        #expect(host.kind == .hosted)
        #expect(host.typeName == "HostingController<Detail>")
    }

    @Test func pushedHostShowsItsTitleInTheImperativeBar() {
        let root = ViewController(); root.title = "Ledger"
        let nav = NavigationController(rootViewController: root)
        let window = Window(size: Size(width: 60, height: 12))
        window.rootViewController = nav
        nav.pushViewController(HostingController(rootView: Detail()))
        let frame = window.render()
        #expect(frame.line(0).contains("‹ Ledger"))
        #expect(frame.line(0).contains("Invoice #00042"))
        #expect(frame.line(1).hasPrefix("scheme dark"))
    }

    @Test func theViewsNavigationTitleBeatsATitleSetOnTheHost() {
        let root = ViewController(); root.title = "Ledger"
        let nav = NavigationController(rootViewController: root)
        let window = Window(size: Size(width: 60, height: 12))
        window.rootViewController = nav
        let host = HostingController(rootView: Detail())
        host.title = "Set on the host"
        nav.pushViewController(host)
        #expect(host.displayTitle == "Invoice #00042")
        #expect(window.render().line(0).contains("Invoice #00042"))
        #expect(!window.render().line(0).contains("Set on the host"))
        // Two owners of one title: the view's render replaced the host's (`navigation-item-owner`).
        #expect(window.diagnostics.entries.map(\.rule) == [.navigationItemOwner])
    }

    struct Retitled: View {
        @State var title = "First"
        var body: some View {
            Button("Rename") { title = "Second" }.navigationTitle(title)
        }
    }

    @Test func aNewNavigationTitleIsWrittenWhenTheViewRendersAgain() {
        let nav = NavigationController(rootViewController: ViewController())
        let window = Window(size: Size(width: 60, height: 12))
        window.rootViewController = nav
        let host = HostingController(rootView: Retitled())
        nav.pushViewController(host)
        host.navigationItem.title = "Written by UIKit code"
        window.send(.enter)
        #expect(host.navigationItem.title == "Second")
        #expect(window.render().line(0).contains("Second"))
    }

    @Observable
    final class Ledger { var count = 3 }

    struct NeedsLedger: View {
        @Environment(Ledger.self) var ledger
        var body: some View { Text("\(ledger.count) invoices").navigationTitle("Needs") }
    }

    @Test func theMissingObjectPanelSaysSwiftUIWouldCrashAndNamesTypeViewAndHost() {
        let window = Window(size: Size(width: 80, height: 12))
        let nav = NavigationController(rootViewController: ViewController())
        window.rootViewController = nav
        nav.pushViewController(HostingController(rootView: NeedsLedger()))
        let frame = window.render()
        #expect(frame.contains("SwiftUI would crash here: missing environment object"))
        #expect(frame.contains("Type          Ledger"))
        #expect(frame.contains("Required by   NeedsLedger"))
        #expect(frame.contains("Missing from  HostingController<NeedsLedger>"))
        let message = window.diagnostics.entries.first { $0.rule == .missingEnvironmentObject }?.message ?? ""
        #expect(
            message.contains("HostingController<NeedsLedger> has none in its environment: SwiftUI would crash here"))
    }

    @Test func traitChangesReachTheHostedEnvironment() {
        let nav = NavigationController(rootViewController: HostingController(rootView: Detail()))
        let window = Window(size: Size(width: 60, height: 12))
        window.rootViewController = nav
        window.send(.function(3))
        #expect(window.render().line(1).hasPrefix("scheme light"))
    }
}

@MainActor
@Suite struct ScreenByScreenTests {
    struct Counter: View {
        var label: String
        @State var count = 0
        var body: some View {
            VStack {
                Text("\(label) \(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    func window(_ root: ViewController) -> Window {
        let w = Window(size: Size(width: 40, height: 12))
        w.rootViewController = root
        return w
    }

    @Test func reassigningRootViewReRendersAndKeepsStateWhereIdentityHolds() {
        let host = HostingController(rootView: Counter(label: "before"))
        let w = window(host)
        w.send(.enter)
        w.send(.enter)
        #expect(w.render().contains("before 2"))
        host.rootView = Counter(label: "after")
        #expect(w.render().contains("after 2"))
    }

    @Test func aHostCanBeATabAndAPresentation() {
        let host = HostingController(rootView: Counter(label: "tab"))
        host.title = "Hosted"
        let tabs = TabBarController(viewControllers: [host, ViewController()])
        let w = window(tabs)
        #expect(w.render().contains("tab 0"))
        let sheet = HostingController(rootView: Counter(label: "sheet"))
        host.present(sheet)
        #expect(w.topPresentedController === sheet)
        #expect(w.render().contains("sheet 0"))
    }

    @Observable
    final class Model { var voided: Set<Int> = [] }

    struct Detail: View {
        let onVoid: @MainActor () -> Void
        var body: some View {
            Button("Void invoice", role: .destructive) { onVoid() }.navigationTitle("Invoice #00042")
        }
    }

    @Test func theCallbackPatternLetsImperativeCodeChangeTheModelAndPop() {
        let model = Model()
        let root = ViewController()
        root.title = "Ledger"
        let nav = NavigationController(rootViewController: root)
        let w = window(nav)
        nav.pushViewController(
            HostingController(
                rootView: Detail { [weak nav] in
                    model.voided.insert(42)
                    nav?.popViewController()
                }))
        w.send(.tab)  // a destructive button takes no initial focus
        w.send(.enter)
        #expect(model.voided == [42])
        #expect(nav.viewControllers.count == 1)
        #expect(!w.diagnostics.contains(rule: .leakedController))
    }
}

@MainActor
@Suite struct HostedKeyHintTests {
    struct Form: View {
        @State var note = ""
        var body: some View {
            VStack {
                Button("Save") {}
                TextField("Note", text: $note)
            }
        }
    }

    @Test func aHostedFormHintsItsKeysAndTheTextFieldsWhileEditing() {
        let host = HostingController(rootView: Form())
        let w = Window(size: Size(width: 60, height: 12))
        w.rootViewController = host
        #expect(host.keyHints.map(\.key) == ["tab", "⏎"])
        w.send(.tab)
        #expect(host.keyHints.map(\.key) == ["tab", "←→", "⌫"])
        #expect(w.render().line(11).contains("⌫ delete"))
    }

    @Test func aViewWithoutControlsHasNoHints() {
        #expect(HostingController(rootView: Text("x")).keyHints.isEmpty)
    }
}
