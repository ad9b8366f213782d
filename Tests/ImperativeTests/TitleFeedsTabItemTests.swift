import Rules
import Terminal
import Testing
@testable import Imperative

/// `title`, as UIKit documents it: assigning it updates the controller's navigation item and
/// tab-bar item. A title set on a tab's root therefore renames the tab (and records
/// `title-feeds-tab-item`); `navigationItem.title` changes the bar only.
@MainActor
@Suite struct TitleFeedsTabItemTests {
    /// Inbox and Drafts tabs, each a navigation controller named by its root's title.
    func shell() -> (Window, TabBarController, ViewController) {
        let inboxRoot = ViewController(); inboxRoot.title = "Inbox"
        let draftsRoot = ViewController(); draftsRoot.title = "Drafts"
        let tabs = TabBarController(viewControllers: [
            NavigationController(rootViewController: inboxRoot),
            NavigationController(rootViewController: draftsRoot),
        ])
        let w = Window(size: Size(width: 60, height: 12))
        w.rootViewController = tabs
        tabs.selectTab(at: 1)
        _ = w.render()
        return (w, tabs, draftsRoot)
    }

    @Test func assigningTitleUpdatesTheNavigationItemAndTheTabBarItem() {
        let c = ViewController()
        c.title = "Drafts"
        #expect(c.navigationItem.title == "Drafts")
        #expect(c.tabBarItem.title == "Drafts")
        c.navigationItem.title = "Drafts · 3"
        #expect(c.tabBarItem.title == "Drafts")
        #expect(c.displayTitle == "Drafts · 3")
    }

    @Test func aTitleOnATabsRootRenamesTheTabAndRecordsTheRule() {
        let (w, tabs, drafts) = shell()
        #expect(w.render().contains("[2 Drafts]"))
        drafts.title = "Drafts · 3"
        #expect(tabs.tabTitle(at: 1) == "Drafts · 3")
        #expect(w.diagnostics.entries.map(\.rule) == [.titleFeedsTabItem])
        #expect(w.diagnostics.entries.first?.message.contains("renames its tab to 'Drafts · 3'") == true)
    }

    @Test func theNavigationItemsTitleChangesTheBarOnly() {
        let (w, tabs, drafts) = shell()
        drafts.navigationItem.title = "Drafts · 3"
        _ = w.render()
        let frame = w.render()
        #expect(tabs.tabTitle(at: 1) == "Drafts")
        #expect(frame.contains("[2 Drafts]"))
        #expect(frame.contains("Drafts · 3"))
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func aTabTitleOfTheNavigationControllersOwnKeepsTheTab() {
        let (w, tabs, drafts) = shell()
        tabs.viewControllers[1].tabBarItem.title = "Drafts"
        drafts.title = "Drafts · 3"
        #expect(tabs.tabTitle(at: 1) == "Drafts")
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func aTitleOnAPushedScreenLeavesTheTab() {
        let (w, tabs, _) = shell()
        let nav = tabs.viewControllers[1] as! NavigationController
        let draft = ViewController(); draft.title = "Draft 1"
        nav.pushViewController(draft, animated: false)
        draft.title = "Draft 1 · edited"
        #expect(tabs.tabTitle(at: 1) == "Drafts")
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func aTitleThatKeepsTheTabsLabelRecordsNothing() {
        let (w, _, drafts) = shell()
        drafts.title = "Drafts"
        #expect(w.diagnostics.entries.isEmpty)
    }
}
