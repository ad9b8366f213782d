import Rules
import Testing
import Terminal
import TestSupport
import Declarative
@testable import Imperative
@testable import Hosting

@MainActor
@Suite struct NavigationBridgeTests {
    struct Screen: View {
        @Environment(\.navigator) var navigator
        @Environment(\.dismiss) var dismiss
        var title = "Detail"
        var body: some View {
            VStack {
                Button("Push") { navigator.push(Screen(title: "Pushed")) }
                Button("Dismiss") { dismiss() }
            }
            .navigationTitle(title)
        }
    }

    func shell() -> (Window, NavigationController) { navigationShell() }

    @Test func aBoundNavigatorPushesAHostedViewOntoTheImperativeStack() {
        let (window, nav) = shell()
        let navigator = Navigator(navigationController: nav)
        nav.pushViewController(HostingController(rootView: Screen().environment(\.navigator, navigator)))
        window.send(.enter)
        #expect(nav.viewControllers.map(\.displayTitle) == ["Ledger", "Detail", "Pushed"])
        #expect(nav.topViewController?.kind == .hosted)
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func theStateDumpSeesTheNavigatorAsBound() {
        let (_, nav) = shell()
        let host = HostingController(rootView: Screen().environment(\.navigator, Navigator(navigationController: nav)))
        nav.pushViewController(host)
        #expect(host.environmentSummary.first { $0.0 == "navigator" }?.1 == "bound")
        #expect(host.typeName == "HostingController<Screen>")
    }

    @Test func anUnboundNavigatorPushesNothingAndRecordsNavigatorUnbound() {
        let (window, nav) = shell()
        let early = Navigator(navigationController: nil)
        let host = HostingController(rootView: Screen().environment(\.navigator, early))
        nav.pushViewController(host)
        #expect(host.environmentSummary.first { $0.0 == "navigator" }?.1 == "unbound")
        window.send(.enter)
        #expect(nav.viewControllers.count == 2)
        #expect(window.diagnostics.entries.map(\.rule) == [.navigatorUnbound])
        #expect(window.diagnostics.entries.first?.location == "Ledger > Detail")
    }

    @Test func aForgottenInjectionGivesAnUnboundDefaultNavigatorThatRecordsNavigatorUnbound() {
        let (window, nav) = shell()
        let host = HostingController(rootView: Screen())
        nav.pushViewController(host)
        #expect(host.environmentSummary.first { $0.0 == "navigator" }?.1 == "unbound")
        #expect(host.inspectorDetails.first { $0.0 == "navigator" }?.1 == "unbound (default)")
        window.send(.enter)
        #expect(nav.viewControllers.count == 2)
        #expect(window.diagnostics.entries.map(\.rule) == [.navigatorUnbound])
        #expect(window.diagnostics.entries.first?.location == "Ledger > Detail")
        #expect(window.diagnostics.entries.first?.message.contains("none was injected") == true)
    }

    @Test func eachHostGetsItsOwnDefaultNavigator() {
        let (window, nav) = shell()
        let first = HostingController(rootView: Screen(title: "First"))
        let second = HostingController(rootView: Screen(title: "Second"))
        nav.pushViewController(first)
        nav.pushViewController(second)
        window.send(.enter)
        #expect(window.diagnostics.entries.first?.location == "Ledger > First > Second")
        #expect(first.hostedNavigator !== second.hostedNavigator)
    }

    @Test func dismissOnAPushedHostDoesNothingAndRecordsTheRule() {
        let (window, nav) = shell()
        nav.pushViewController(HostingController(rootView: Screen()))
        window.send(.tab)
        window.send(.enter)
        #expect(nav.viewControllers.count == 2)
        #expect(window.diagnostics.contains(rule: .dismissOnPushedHost))
    }

    @Test func dismissOnAPresentedHostClosesIt() {
        let (window, nav) = shell()
        nav.present(HostingController(rootView: Screen()))
        #expect(window.topPresentedController != nil)
        window.send(.tab)
        window.send(.enter)
        #expect(window.topPresentedController == nil)
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func dismissOnAHostPushedInsideAPresentedNavigationControllerClosesTheWholeSheetAndRecordsTheRule() {
        let (window, nav) = shell()
        nav.present(NavigationController(rootViewController: HostingController(rootView: Screen(title: "Export"))))
        do {
            let sheet = window.topPresentedController as? NavigationController
            sheet?.pushViewController(HostingController(rootView: Screen(title: "Format")))
            sheet?.pushViewController(HostingController(rootView: Screen(title: "Options")))
            #expect(sheet?.viewControllers.count == 3)
        }
        window.send(.tab)
        window.send(.enter)
        #expect(window.topPresentedController == nil, "UIKit forwards the dismissal: the whole sheet closes")
        #expect(window.diagnostics.entries.map(\.rule) == [.dismissOnPushedHost])
        #expect(window.diagnostics.entries.first?.message.contains("the whole sheet closes from depth 3") == true)
        #expect(window.diagnostics.entries.first?.location == "Export > Format > Options")
    }

    @Test func dismissAtTheRootOfAPresentedNavigationControllerClosesItQuietly() {
        let (window, nav) = shell()
        nav.present(NavigationController(rootViewController: HostingController(rootView: Screen(title: "Export"))))
        window.send(.tab)
        window.send(.enter)
        #expect(window.topPresentedController == nil)
        #expect(window.diagnostics.entries.isEmpty)
    }

    struct Sheet: View {
        @Environment(\.dismiss) var dismiss
        @State var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("Open 1", value: 1)
                    Button("Close") { dismiss() }
                }
                .navigationTitle("Sheet")
                .navigationDestination(for: Int.self) { n in Closing(n: n) }
            }
        }
    }

    struct Closing: View {
        @Environment(\.dismiss) var dismiss
        let n: Int
        var body: some View { Button("Done") { dismiss() }.navigationTitle("Item \(n)") }
    }

    @Test func dismissInAHostedDestinationPopsItAndAtTheRootClosesThePresentation() {
        let (window, nav) = shell()
        nav.present(HostingController(rootView: Sheet()))
        window.send(.enter)
        #expect(window.render().contains("Item 1"))
        window.send(.enter)
        #expect(window.topPresentedController != nil, "the destination was popped, the sheet stays")
        #expect(window.render().contains("Open 1"))
        window.send(.tab)
        window.send(.enter)
        #expect(window.topPresentedController == nil)
        #expect(window.diagnostics.entries.isEmpty)
    }

    struct StackScreen: View {
        var body: some View {
            NavigationStack { Text("inside").navigationTitle("Inner") }
        }
    }

    @Test func aNavigationStackInAPushedHostShowsTwoBarsAndRecordsDoubleNavigationBar() {
        let (window, nav) = shell()
        nav.pushViewController(HostingController(rootView: StackScreen()))
        let frame = window.render()
        #expect(frame.line(0).contains("‹ Ledger"))
        #expect(frame.line(1).contains("Inner"))
        #expect(window.diagnostics.contains(rule: .doubleNavigationBar))
    }

    @Test func aPlainHostOnANavigationControllerRecordsNoDoubleBar() {
        let (window, nav) = shell()
        nav.pushViewController(HostingController(rootView: Screen()))
        _ = window.render()
        #expect(!window.diagnostics.contains(rule: .doubleNavigationBar))
    }

    @Test func aNavigationStackAsTheWholeTabRecordsNothing() {
        let window = Window(size: Size(width: 80, height: 24))
        window.rootViewController = HostingController(rootView: StackScreen())
        #expect(window.render().line(0).contains("Inner"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    struct ManualBack: View {
        var body: some View {
            Text("x").navigationTitle("Receipts").toolbar { ToolbarItem("‹ Back", key: "b") {} }
        }
    }

    @Test func aHostedBackItemRecordsManualBackButton() {
        let (window, nav) = shell()
        nav.pushViewController(HostingController(rootView: ManualBack()))
        #expect(window.diagnostics.contains(rule: .manualBackButton))
    }

    /// A root host has no standard back button to duplicate: its own "‹ Back" item (say, one
    /// that dismisses the sheet it is the root of) breaks no rule.
    @Test func aRootHostWithABackItemRecordsNothing() {
        let window = Window(size: Size(width: 80, height: 24))
        window.rootViewController = NavigationController(rootViewController: HostingController(rootView: ManualBack()))
        _ = window.render()
        #expect(window.render().line(0).contains("[b] ‹ Back"))
        #expect(!window.diagnostics.contains(rule: .manualBackButton))
    }

    @Test func aPushedHostThatHidesTheBackButtonForItsOwnRecordsManualBackButtonAndLosesEscape() {
        let (window, nav) = shell()
        let host = HostingController(rootView: Text("x").navigationTitle("Receipts"))
        host.navigationItem.hidesBackButton = true
        host.navigationItem.leftBarButtonItems = [
            BarButtonItem(title: "‹ Back", key: "b") { [weak nav] in nav?.popViewController() }
        ]
        nav.pushViewController(host)
        let entry = window.diagnostics.entries.first { $0.rule == .manualBackButton }
        #expect(entry?.message.contains("hides the standard back button for its own \"‹ Back\"") == true)
        #expect(window.render().line(0).hasPrefix(" [b] ‹ Back"))
        window.send(.escape)
        #expect(nav.viewControllers.count == 2, "the interactive pop went with the back button")
        window.send(.character("b"))
        #expect(nav.viewControllers.count == 1)
    }

    @Test func aBackTitleSetOnThePreviousControllerKeepsTheStandardBackAndRecordsNothing() {
        let (window, nav) = shell()
        nav.viewControllers[0].navigationItem.backButtonTitle = "Back"
        nav.pushViewController(HostingController(rootView: Text("x").navigationTitle("Receipts")))
        #expect(window.render().line(0).hasPrefix(" ‹ Back "))
        #expect(window.diagnostics.entries.isEmpty)
        window.send(.escape)
        #expect(nav.viewControllers.count == 1)
    }

    /// A title is read the way people write one: any case, spaces and tabs around it.
    @Test(arguments: [" BACK\t", "\u{00A0}Back to list", "\t<  Invoices"])
    func aBackTitleWrittenLooselyStillRecordsManualBackButton(title: String) {
        let (window, nav) = shell()
        nav.pushViewController(HostingController(rootView: Screen().toolbar { ToolbarItem(title, key: "b") {} }))
        #expect(window.diagnostics.contains(rule: .manualBackButton))
    }

    @Test(arguments: ["Backup", "   ", "Feedback"])
    func aTitleThatOnlyContainsBackIsNotABackButton(title: String) {
        let (window, nav) = shell()
        nav.pushViewController(HostingController(rootView: Screen().toolbar { ToolbarItem(title, key: "b") {} }))
        #expect(!window.diagnostics.contains(rule: .manualBackButton))
    }

    @Test func ordinaryToolbarItemsAreNotBackButtons() {
        let (window, nav) = shell()
        nav.pushViewController(HostingController(rootView: Screen().toolbar { ToolbarItem("Void", key: "v") {} }))
        #expect(!window.diagnostics.contains(rule: .manualBackButton))
        #expect(window.render().line(0).contains("[v] Void"))
    }

    struct LargeTitle: View {
        var mode: TitleDisplayMode = .large
        var body: some View { Text("x").navigationTitle("Settings").navigationBarTitleDisplayMode(mode) }
    }

    private func largeTitleMessages(_ window: Window) -> [String] {
        window.diagnostics.entries.filter { $0.rule == .largeTitleMode }.map(\.message)
    }

    @Test func theDeclarativeModeReachesTheHostsNavigationItemWhenTheBarPrefersLargeTitles() {
        let (window, nav) = shell()
        nav.navigationBar.prefersLargeTitles = true
        nav.viewControllers[0].navigationItem.largeTitleDisplayMode = .never
        let host = HostingController(rootView: LargeTitle())
        nav.pushViewController(host)
        #expect(host.navigationItem.largeTitleDisplayMode == .always)
        #expect(nav.showsLargeTitle)
        #expect(window.render().line(1).hasPrefix(" Settings"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func anInlineRequestReachesTheItemToo() {
        let (window, nav) = shell()
        nav.navigationBar.prefersLargeTitles = true
        nav.pushViewController(HostingController(rootView: LargeTitle(mode: .inline)))
        #expect(!nav.showsLargeTitle)
        #expect(window.render().line(0).contains("Settings"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func aLargeRequestOnABarThatDoesNotPreferLargeTitlesStaysInlineAndSaysWhy() {
        let (window, nav) = shell()
        let host = HostingController(rootView: LargeTitle())
        nav.pushViewController(host)
        #expect(host.navigationItem.largeTitleDisplayMode == .always)
        #expect(!nav.showsLargeTitle)
        #expect(window.render().line(0).contains("Settings"))
        let messages = largeTitleMessages(window)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("does not prefer large titles") == true)
        #expect(messages.first?.contains("UIKit code set") == false)
    }

    @Test func aModeUIKitCodeSetWinsOverTheModifierAndTheRuleSaysSo() {
        let (window, nav) = shell()
        nav.navigationBar.prefersLargeTitles = true
        let host = HostingController(rootView: LargeTitle())
        host.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(host)
        #expect(host.navigationItem.largeTitleDisplayMode == .never)
        #expect(!nav.showsLargeTitle)
        let messages = largeTitleMessages(window)
        #expect(messages.count == 1)
        #expect(
            messages.first?.contains("UIKit code set the host's navigationItem.largeTitleDisplayMode = .never") == true)
        #expect(messages.first?.contains("does not prefer") == false)
    }

    @Test func anInlineRequestOverruledByUIKitCodeFiresToo() {
        let (window, nav) = shell()
        nav.navigationBar.prefersLargeTitles = true
        let host = HostingController(rootView: LargeTitle(mode: .inline))
        host.navigationItem.largeTitleDisplayMode = .always
        nav.pushViewController(host)
        #expect(nav.showsLargeTitle)
        #expect(
            largeTitleMessages(window).first?.contains(
                ".navigationBarTitleDisplayMode(.inline) but the bar shows the title large") == true)
    }

    /// The bar shows the title of the controller on top: a host covered by another screen can
    /// still re-render (here, when the terminal is resized), and it is not judged by a title
    /// that is not its own.
    @Test func aCoveredHostThatReRendersIsNotJudgedByTheTopScreensTitle() {
        let (window, nav) = shell()
        nav.navigationBar.prefersLargeTitles = true
        nav.pushViewController(HostingController(rootView: LargeTitle()))
        #expect(nav.showsLargeTitle)
        let top = ViewController()
        top.title = "Receipts"
        top.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(top)
        #expect(!nav.showsLargeTitle)
        window.resize(to: Size(width: 100, height: 30))
        _ = window.render()
        #expect(window.diagnostics.entries.isEmpty)
        nav.popViewController()
        #expect(nav.showsLargeTitle)
        #expect(window.render().line(1).hasPrefix(" Settings"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func aModeUIKitCodeSetThatTheBarShowsIsSilent() {
        let (window, nav) = shell()
        nav.navigationBar.prefersLargeTitles = true
        let host = HostingController(rootView: LargeTitle())
        host.navigationItem.largeTitleDisplayMode = .always
        nav.pushViewController(host)
        #expect(nav.showsLargeTitle)
        #expect(window.render().line(1).contains("Settings"))
        #expect(window.diagnostics.entries.isEmpty)
    }
}
