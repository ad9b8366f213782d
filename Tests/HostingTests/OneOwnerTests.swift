import Rules
import Testing
import Terminal
import TestSupport
import Declarative
@testable import Imperative
@testable import Hosting

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

    @Test func hidingTheBarRemovesTheSecondBarButNotTheSecondOwner() {
        let (window, nav) = navigationShell()
        nav.isNavigationBarHidden = true
        nav.pushViewController(HostingController(rootView: Inner()))
        _ = window.render()
        #expect(window.diagnostics.entries.isEmpty, "one bar, and the path holds nothing yet")
        window.send(.enter)
        _ = window.render()
        #expect(window.render().contains("Item 7"))
        #expect(window.diagnostics.entries.map(\.rule) == [.oneOwner])
        #expect(window.diagnostics.entries.first?.message.contains("bar is hidden") == true)
    }

    @Test func aVisibleBarAddsTheDoubleBarToTheSecondOwner() {
        let (window, _) = pushed()
        window.send(.enter)
        _ = window.render()
        #expect(Set(window.diagnostics.entries.map(\.rule)) == [.doubleNavigationBar, .oneOwner])
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
