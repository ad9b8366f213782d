import Rules
import Testing
import Terminal
import TestSupport
@testable import Imperative

@MainActor
@Suite struct OwnershipTests {
    final class Holder { var controllers: [ViewController] = [] }

    func setUp() -> (Window, NavigationController) { navigationShell() }

    @Test func aPoppedControllerThatIsFreedRecordsNothing() {
        let (window, nav) = setUp()
        nav.pushViewController(ViewController())
        window.send(.escape)
        #expect(nav.viewControllers.count == 1)
        #expect(!window.diagnostics.contains(rule: .leakedController))
    }

    @Test func aPoppedControllerStillHeldRecordsLeakedController() {
        let (window, nav) = setUp()
        let holder = Holder()
        let detail = ViewController()
        detail.title = "Receipts"
        holder.controllers.append(detail)
        nav.pushViewController(detail)
        window.send(.escape)
        let entry = window.diagnostics.entries.first { $0.rule == .leakedController }
        #expect(entry?.location == "Ledger > Receipts")
        #expect(
            entry?.message.hasPrefix("Receipts (ViewController) was popped or dismissed but is still alive") == true)
        _ = holder
    }

    /// Apple documents that `addChild(_:)` removes a child from its old container first, so
    /// moving a child between two screens is no `already-has-parent`. Pushing it goes through
    /// the same containment: it moves too, out of the screen it was part of, and that screen's
    /// loss is what the rule names.
    @Test func addChildMovesAChildFromItsOldParentAndRecordsNothing() {
        let (window, nav) = setUp()
        let first = ViewController(), second = ViewController(), card = ViewController()
        nav.pushViewController(first)
        first.addChild(card)
        second.addChild(card)
        #expect(card.parent === second)
        #expect(first.children.isEmpty)
        #expect(second.children.count == 1)
        #expect(window.diagnostics.entries.isEmpty)
        let panel = Panel()
        second.view.addSubview(panel)
        panel.addSubview(card.view)
        nav.pushViewController(card, animated: false)
        #expect(nav.viewControllers.count == 3, "the push moved the card onto the stack")
        #expect(card.parent === nav)
        #expect(second.children.isEmpty)
        #expect(card.view.superview !== panel, "its view left the screen it was part of")
        #expect(window.diagnostics.entries.map(\.rule) == [.alreadyHasParent])
        #expect(
            window.diagnostics.entries.first?.message.hasPrefix("ViewController was ViewController's child") == true)
    }

    /// UIKit's containers derive their lists from their children: a controller that
    /// `addChild(_:)` moves out of a navigation stack leaves `viewControllers`, and the one
    /// under it is shown and appears.
    @Test func addChildTakesTheTopOutOfANavigationStackAndTheOneUnderItAppears() {
        let (window, nav) = setUp()
        let under = ViewController(), top = ViewController(), elsewhere = ViewController()
        under.title = "Under"; top.title = "Top"
        nav.pushViewController(under)
        nav.pushViewController(top)
        _ = window.render()
        elsewhere.addChild(top)
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController === under)
        #expect(under.isAppeared)
        #expect(!top.isAppeared)
        #expect(top.parent === elsewhere)
        #expect(window.render().text.contains("Under"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func addChildTakesAControllerFromTheMiddleOfAStackWithoutChangingTheTop() {
        let (_, nav) = setUp()
        let middle = ViewController(), top = ViewController()
        nav.pushViewController(middle)
        nav.pushViewController(top)
        ViewController().addChild(middle)
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController === top)
        #expect(top.isAppeared)
        nav.popViewController()
        #expect(nav.viewControllers.count == 1)
    }

    @Test func aDiagnosticBeforeTheWindowWaitsUntilTheControllerAppears() {
        let (window, nav) = setUp()
        let early = ViewController()
        early.title = "Early"
        early.report(.navigatorUnbound(action: "push", defaultNavigator: true))
        #expect(window.diagnostics.entries.isEmpty)
        nav.pushViewController(early)
        #expect(window.diagnostics.entries.map(\.location) == ["Ledger > Early"])
    }
}
