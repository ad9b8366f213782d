import Rules
import Terminal
import Testing
@testable import Imperative

/// `hidesBottomBarWhenPushed`, as UIKit reads it: at the push. A tab bar around the stack
/// hides while a controller pushed with the flag (or one pushed above it) is on top, and
/// comes back when it is popped; setting the flag after the push changes nothing on screen
/// and records `hide-bar-before-push`.
@MainActor
@Suite struct HidesBottomBarTests {
    func shell() -> (Window, TabBarController, NavigationController) {
        let root = ViewController(); root.title = "Inbox"
        let inbox = NavigationController(rootViewController: root)
        inbox.tabBarItem.title = "Inbox"
        let settings = ViewController(); settings.title = "Settings"
        let tabs = TabBarController(viewControllers: [inbox, settings])
        let w = Window(size: Size(width: 60, height: 12))
        w.rootViewController = tabs
        _ = w.render()
        return (w, tabs, inbox)
    }

    func screen(_ title: String) -> ViewController {
        let c = ViewController(); c.title = title
        return c
    }

    @Test func theFlagSetBeforeThePushHidesTheTabBarUntilThePop() {
        let (w, tabs, inbox) = shell()
        #expect(!tabs.tabBar.isHidden)
        #expect(w.render().contains("[1 Inbox]"))
        let withBar = inbox.view.frame.height
        let message = screen("Message")
        message.hidesBottomBarWhenPushed = true
        inbox.pushViewController(message)
        let frame = w.render()
        #expect(tabs.hidesTabBar)
        #expect(tabs.tabBar.isHidden)
        #expect(!frame.contains("[1 Inbox]"))
        // The content gets the bar's row: the stack fills the window.
        #expect(inbox.view.frame.height == withBar + 1)
        // The tab keys go with the bar.
        w.send(.character("2"))
        #expect(tabs.selectedIndex == 0)
        // A screen pushed above keeps the bar hidden; popping back below the flagged one brings it back.
        inbox.pushViewController(screen("Attachment"))
        _ = w.render()
        #expect(tabs.tabBar.isHidden)
        inbox.popViewController()
        _ = w.render()
        #expect(tabs.tabBar.isHidden)
        inbox.popViewController()
        let back = w.render()
        #expect(!tabs.tabBar.isHidden)
        #expect(back.contains("[1 Inbox]"))
        #expect(inbox.view.frame.height == withBar)
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func theFlagSetAfterThePushLeavesTheTabBarAndRecordsTheRule() {
        let (w, tabs, inbox) = shell()
        let withBar = inbox.view.frame.height
        let message = screen("Message")
        inbox.pushViewController(message)
        message.hidesBottomBarWhenPushed = true
        _ = w.render()
        #expect(!tabs.hidesTabBar)
        #expect(!tabs.tabBar.isHidden)
        #expect(tabs.tabBar.frame.height == 1)
        // The stack keeps the height it had above the bar (the window's diagnostic row, not
        // the frame, is where the rule shows).
        #expect(inbox.view.frame.height == withBar)
        #expect(w.diagnostics.entries.map(\.rule) == [.hideBarBeforePush])
        #expect(w.diagnostics.entries.first?.message.contains("set after it was pushed") == true)
        // Popping and pushing it again reads the flag anew: the bar hides, with no new diagnostic.
        inbox.popViewController()
        let again = screen("Message")
        again.hidesBottomBarWhenPushed = true
        inbox.pushViewController(again)
        _ = w.render()
        #expect(tabs.tabBar.isHidden)
        #expect(w.diagnostics.entries.count == 1)
    }

    @Test func clearingTheFlagAfterThePushKeepsTheBarHiddenAndRecordsTheRule() {
        let (w, tabs, inbox) = shell()
        let message = screen("Message")
        message.hidesBottomBarWhenPushed = true
        inbox.pushViewController(message)
        message.hidesBottomBarWhenPushed = false
        _ = w.render()
        #expect(tabs.tabBar.isHidden)
        #expect(w.diagnostics.entries.map(\.rule) == [.hideBarBeforePush])
    }

    @Test func settingTheFlagOffAStackOrOnTheRootRecordsNothing() {
        let (w, _, inbox) = shell()
        inbox.viewControllers[0].hidesBottomBarWhenPushed = true
        let loose = screen("Draft")
        loose.hidesBottomBarWhenPushed = true
        loose.hidesBottomBarWhenPushed = false
        _ = w.render()
        #expect(w.diagnostics.entries.isEmpty)
        #expect(!inbox.hidesBottomBar)
    }
}
