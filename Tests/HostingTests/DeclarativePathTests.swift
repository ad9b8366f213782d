import Rules
import Testing
import Terminal
import TestSupport
import Declarative
@testable import Imperative
@testable import Hosting

@MainActor
@Suite struct DeclarativePathTests {
    struct Home: View {
        @Environment(\.navigator) var navigator
        @State var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Open 1") { path.append(1) }
                    Button("Legacy") { navigator.push(ViewController()) }
                }
                .navigationTitle("Home")
                .navigationDestination(for: Int.self) { n in
                    Button("Legacy") { navigator.push(ViewController()) }.navigationTitle("Item \(n)")
                }
            }
        }
    }

    /// A tab whose visible flow the NavigationStack owns: the host is the navigation
    /// controller's root and the controller's bar is hidden, so there is one bar.
    func tab() -> (Window, NavigationController, HostingController<some View>) {
        let window = Window(size: Size(width: 80, height: 24))
        let nav = NavigationController(rootViewController: ViewController())
        nav.isNavigationBarHidden = true
        window.rootViewController = nav
        let host = HostingController(rootView: Home().environment(\.navigator, Navigator(navigationController: nav)))
        nav.setViewControllers([host])
        return (window, nav, host)
    }

    func legacy() -> ViewController {
        let controller = ViewController()
        controller.title = "Legacy"
        return controller
    }

    @Test func aPushThroughTheNavigatorOntoADeclarativePathHappensAndRecordsTheRule() {
        let (window, nav, host) = tab()
        window.send(.enter)
        #expect(window.render().contains("Item 1"))
        #expect(host.navigationPathDepth == 1)
        window.send(.enter)
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController?.typeName == "ViewController")
        #expect(host.navigationPathDepth == 1, "the path is not told")
        #expect(window.diagnostics.entries.map(\.rule) == [.imperativeOnDeclarativePath])
    }

    @Test func aPushViewControllerOntoADeclarativePathHappensAndRecordsTheRule() {
        let (window, nav, host) = tab()
        window.send(.enter)
        _ = window.render()
        nav.pushViewController(legacy())
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController?.displayTitle == "Legacy")
        #expect(host.navigationPathDepth == 1)
        #expect(window.diagnostics.contains(rule: .imperativeOnDeclarativePath))
        #expect(window.diagnostics.entries.first?.message.contains("holds 1 screen") == true)
    }

    @Test func theInspectorShowsThePathBesideTheVisibleStack() {
        let (window, nav, _) = tab()
        window.send(.enter)
        _ = window.render()
        #expect(window.inspectorLines(width: 200, owners: []).map(\.text).contains("stack 1 · path 1"))
        nav.pushViewController(legacy())
        let lines = window.inspectorLines(width: 200, owners: []).map(\.text)
        #expect(lines.contains("stack 2 · path 1 · out of step"))
        #expect(lines.contains { $0.contains("HostingController<Home>") && $0.hasSuffix("· path 1") })
        window.send(.function(2))
        #expect(window.render().contains("stack 2 · path 1 · out of step"))
    }

    @Test func pushingImperativelyAtTheRootOfTheDeclarativeStackIsAllowed() {
        let (window, nav, _) = tab()
        window.send(.tab)
        window.send(.enter)
        #expect(nav.viewControllers.count == 2)
        #expect(window.diagnostics.entries.isEmpty)
    }
}
