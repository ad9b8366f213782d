import Rules
import Testing
import Terminal
import TestSupport
@testable import Imperative

@MainActor
@Suite struct InspectorTests {
    func window(_ size: Size) -> (Window, NavigationController) { navigationShell(size: size) }

    @Test func f2ShowsTheControllerTreeWithKindsAndRoles() {
        let (w, nav) = window(Size(width: 80, height: 24))
        let detail = ViewController()
        detail.title = "Receipts"
        nav.pushViewController(detail)
        w.send(.function(2))
        let frame = w.render()
        #expect(frame.contains("root: NavigationController"))
        #expect(frame.contains("1. ViewController “Ledger” · imperative"))
        #expect(frame.contains("top: ViewController “Receipts” · imperative"))
    }

    @Test func inRegularWidthItIsASidePanelAndKeysStillReachTheApp() {
        let (w, nav) = window(Size(width: 120, height: 30))
        nav.pushViewController(ViewController())
        w.send(.function(2))
        #expect(w.render().line(0).hasSuffix("╮"))
        w.send(.escape)
        #expect(nav.viewControllers.count == 1)
        #expect(w.isShowingInspector)
    }

    @Test func inCompactWidthItCoversTheAppAndEscapeClosesIt() {
        let (w, nav) = window(Size(width: 80, height: 24))
        nav.pushViewController(ViewController())
        w.send(.function(2))
        w.send(.character("x"))
        w.send(.escape)
        #expect(nav.viewControllers.count == 2)
        #expect(!w.isShowingInspector)
    }

    @Test func itListsTheDiagnosticsSoFar() {
        let (w, nav) = window(Size(width: 80, height: 24))
        nav.topViewController?.report(rule: .navigatorUnbound, "nothing pushed")
        w.send(.function(2))
        let frame = w.render()
        #expect(frame.contains("Diagnostics (1)"))
        #expect(frame.contains("navigator-unbound at Ledger"))
    }
}
