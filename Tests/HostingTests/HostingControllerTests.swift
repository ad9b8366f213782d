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

    @Test func titleComesFromTheHostedNavigationTitle() {
        let host = HostingController(rootView: Detail())
        #expect(host.title == "Invoice #00042")
        #expect(host.kind == "hosted")
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

    @Test func traitChangesReachTheHostedEnvironment() {
        let nav = NavigationController(rootViewController: HostingController(rootView: Detail()))
        let window = Window(size: Size(width: 60, height: 12))
        window.rootViewController = nav
        window.send(.function(3))
        #expect(window.render().line(1).hasPrefix("scheme light"))
    }
}
