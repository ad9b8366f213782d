import Rules
import Testing
import Terminal
@testable import Imperative

@MainActor
@Suite struct TabBarControllerTests {
    func shell() -> (Window, TabBarController, NavigationController, NavigationController) {
        let first = ViewController(); first.title = "Ledger"
        let second = ViewController(); second.title = "Account"
        let a = NavigationController(rootViewController: first), b = NavigationController(rootViewController: second)
        a.tabBarItem.title = "Ledger"; b.tabBarItem.title = "Account"
        let tabs = TabBarController(viewControllers: [a, b])
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = tabs
        return (w, tabs, a, b)
    }

    @Test func digitKeysSelectTabsAndTheStateNamesTheSelectedTab() {
        let (w, tabs, _, _) = shell()
        #expect(w.selectedTabTitle == "Ledger")
        w.send(.character("2"))
        #expect(tabs.selectedIndex == 1)
        #expect(w.selectedTabTitle == "Account")
        #expect(w.topViewController?.title == "Account")
        w.send(.character("9"))
        #expect(tabs.selectedIndex == 1)
    }

    /// A tab bar inside the selected tab is asked for keys first: the digits switch its tabs,
    /// so its hint is the one the footer shows, once.
    @Test func aNestedTabBarsHintIsTheOnlyTabHint() {
        let inner = TabBarController(viewControllers: [ViewController(), ViewController()])
        let outer = TabBarController(viewControllers: [inner, ViewController(), ViewController()])
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = outer
        #expect(outer.keyHints.filter { $0.action == "tabs" } == [KeyHint("1-2", "tabs")])
        w.send(.character("2"))
        #expect(inner.selectedIndex == 1)
        #expect(outer.selectedIndex == 0, "the digit went to the inner tab bar")
        outer.selectTab(at: 1)
        #expect(outer.keyHints.filter { $0.action == "tabs" } == [KeyHint("1-3", "tabs")])
    }

    @Test func eachTabKeepsItsOwnStack() {
        let (w, _, ledger, _) = shell()
        let detail = ViewController(); detail.title = "Detail"
        ledger.pushViewController(detail)
        w.send(.character("2"))
        #expect(w.visibleStack.count == 1)
        w.send(.character("1"))
        #expect(w.visibleStack.count == 2)
        #expect(w.topViewController === detail)
        #expect(detail.isAppeared)
    }

    @Test func reselectingTheSelectedTabPopsItToItsRoot() {
        let (w, _, ledger, _) = shell()
        ledger.pushViewController(ViewController())
        w.send(.character("1"))
        #expect(ledger.viewControllers.count == 1)
    }

    @Test func onlyTheSelectedTabIsAppeared() {
        let (w, _, ledger, account) = shell()
        #expect(ledger.isAppeared && !account.isAppeared)
        w.send(.character("2"))
        #expect(!ledger.isAppeared && account.isAppeared)
    }

    @Test func tabBarSitsOnTheRowAboveTheFooterAndContentStaysAboveIt() {
        let (w, _, ledger, _) = shell()
        let frame = w.render()
        #expect(frame.line(22).contains("[1 Ledger]"))
        #expect(frame.line(22).contains("2 Account"))
        #expect(frame.line(23).contains("q quit"))
        let content = ledger.topViewController!.view.frame
        #expect(content.y == 1)
        #expect(content.maxY == 22)
    }

    @Test func additionalSafeAreaInsetsShrinkWhatTheChildrenGet() {
        let (w, tabs, ledger, _) = shell()
        tabs.additionalSafeAreaInsets = AbsoluteEdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        _ = w.render()
        #expect(ledger.view.frame == Rect(x: 2, y: 1, width: 76, height: 20))
        #expect(ledger.topViewController!.view.frame.y == 1)
    }

    @Test func settingTabsThatBelongToAnotherContainerIsRefused() {
        let (w, _, ledger, _) = shell()
        let other = TabBarController(viewControllers: [])
        w.rootViewController?.addChild(other)
        other.setViewControllers([ledger])
        #expect(other.viewControllers.isEmpty)
        #expect(w.diagnostics.contains(rule: .alreadyHasParent))
    }

    /// A tab that `addChild(_:)` moves elsewhere leaves the tabs; the tab now in its place
    /// is shown.
    @Test func addChildTakesTheSelectedTabAwayAndTheNextOneIsShown() {
        let (w, tabs, ledger, account) = shell()
        _ = w.render()
        ViewController().addChild(ledger)
        #expect(tabs.viewControllers.count == 1)
        #expect(tabs.selectedViewController === account)
        #expect(account.isAppeared)
        #expect(!ledger.isAppeared)
        #expect(w.topViewController?.title == "Account")
        #expect(w.render().text.contains("Account"))
    }

    @Test func addChildTakesATabBeforeTheSelectedOneAndTheSelectionStays() {
        let (w, tabs, ledger, account) = shell()
        w.send(.character("2"))
        ViewController().addChild(ledger)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === account)
        #expect(account.isAppeared)
    }

    @Test func tabSwitchIsRecordedInTheTranscript() {
        let (w, _, _, _) = shell()
        w.send(.character("2"))
        #expect(w.events.lines.contains("tab Account"))
    }
}

@MainActor
@Suite struct TabBarReplacementTests {
    @Test func replacingTabsThatKeepTheSelectedOneDeliversNoAppearanceCallbacks() {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let tabs = TabBarController(viewControllers: [a])
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = tabs
        log.lines.removeAll()
        tabs.setViewControllers([a, b])
        #expect(log.lines.isEmpty)
        #expect(tabs.viewControllers.count == 2)
        tabs.setViewControllers([b])
        #expect(
            log.lines == [
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear",
            ])
        #expect(a.parent == nil)
    }
}
