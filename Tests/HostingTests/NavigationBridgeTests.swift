import Rules
import Testing
import Terminal
import TestSupport
import Declarative
import Imperative
@testable import Hosting

@MainActor
@Suite struct NavigationBridgeTests {
    struct Screen: View {
        @Environment(\.navigator) var navigator
        @Environment(\.dismiss) var dismiss
        var title = "Detail"
        var body: some View {
            VStack {
                Button("Push") { navigator?.push(Screen(title: "Pushed")) }
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
        #expect(nav.topViewController?.kind == "hosted")
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

    @Test func aPushedHostThatHidesTheBackButtonForItsOwnRecordsManualBackButtonAndLosesEscape() {
        let (window, nav) = shell()
        let host = HostingController(rootView: Text("x").navigationTitle("Receipts"))
        host.navigationItem.hidesBackButton = true
        host.navigationItem.leftBarButtonItems = [BarButtonItem(title: "‹ Back", key: "b") { [weak nav] in nav?.popViewController() }]
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

    @Test func ordinaryToolbarItemsAreNotBackButtons() {
        let (window, nav) = shell()
        nav.pushViewController(HostingController(rootView: Screen().toolbar { ToolbarItem("Void", key: "v") {} }))
        #expect(!window.diagnostics.contains(rule: .manualBackButton))
        #expect(window.render().line(0).contains("[v] Void"))
    }

    struct LargeTitle: View {
        var body: some View { Text("x").navigationTitle("Settings").navigationBarTitleDisplayMode(.large) }
    }

    @Test func theDeclarativeLargeTitleModeDoesNotReachTheBarAndRecordsLargeTitleMode() {
        let (window, nav) = shell()
        let host = HostingController(rootView: LargeTitle())
        nav.pushViewController(host)
        #expect(!nav.showsLargeTitle)
        #expect(window.diagnostics.contains(rule: .largeTitleMode))
    }

    @Test func theHostsNavigationItemModeWins() {
        let (window, nav) = shell()
        let host = HostingController(rootView: LargeTitle())
        host.navigationItem.largeTitleDisplayMode = .always
        nav.pushViewController(host)
        #expect(nav.showsLargeTitle)
        #expect(window.render().line(1).contains("Settings"))
        #expect(!window.diagnostics.contains(rule: .largeTitleMode))
    }
}

@MainActor
@Suite struct DeclarativePathTests {
    struct Home: View {
        @Environment(\.navigator) var navigator
        @State var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Open 1") { path.append(1) }
                    Button("Legacy") { navigator?.push(ViewController()) }
                }
                .navigationTitle("Home")
                .navigationDestination(for: Int.self) { n in
                    Button("Legacy") { navigator?.push(ViewController()) }.navigationTitle("Item \(n)")
                }
            }
        }
    }

    func tab() -> (Window, NavigationController) {
        let window = Window(size: Size(width: 80, height: 24))
        let nav = NavigationController(rootViewController: ViewController())
        nav.isNavigationBarHidden = true
        window.rootViewController = nav
        let navigator = Navigator(navigationController: nav)
        nav.pushViewController(HostingController(rootView: Home().environment(\.navigator, navigator)))
        return (window, nav)
    }

    @Test func pushingImperativelyOntoADeclarativePathIsRefusedWithADiagnostic() {
        let (window, nav) = tab()
        window.send(.enter)
        _ = window.render()
        #expect(window.render().contains("Item 1"))
        window.send(.enter)
        #expect(nav.viewControllers.count == 2)
        #expect(window.diagnostics.contains(rule: .imperativeOnDeclarativePath))
    }

    @Test func pushingImperativelyAtTheRootOfTheDeclarativeStackIsAllowed() {
        let (window, nav) = tab()
        window.send(.tab)
        window.send(.enter)
        #expect(nav.viewControllers.count == 3)
        #expect(!window.diagnostics.contains(rule: .imperativeOnDeclarativePath))
    }
}

@MainActor
@Suite struct OneOwnerTests {
    struct Inner: View {
        @State var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                Button("Open") { path.append(7) }
                    .navigationTitle("Inner")
                    .navigationDestination(for: Int.self) { Text("Item \($0)").navigationTitle("Item \($0)") }
            }
        }
    }

    func pushed() -> (Window, NavigationController) {
        let (window, nav) = navigationShell()
        nav.pushViewController(HostingController(rootView: Inner()))
        return (window, nav)
    }

    @Test func aDeclarativePushInsideAPushedHostRecordsOneOwner() {
        let (window, _) = pushed()
        #expect(!window.diagnostics.contains(rule: .oneOwner))
        window.send(.enter)
        _ = window.render()
        #expect(window.render().contains("Item 7"))
        #expect(window.diagnostics.contains(rule: .oneOwner))
    }

    @Test func oneOwnerAtATimeIsSilent() {
        let window = Window(size: Size(width: 80, height: 24))
        window.rootViewController = HostingController(rootView: Inner())
        window.send(.enter)
        _ = window.render()
        #expect(window.render().contains("Item 7"))
        #expect(!window.diagnostics.contains(rule: .oneOwner))
    }
}
