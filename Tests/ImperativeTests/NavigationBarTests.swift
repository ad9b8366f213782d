import Rules
import Testing
import Terminal
@testable import Imperative

@MainActor
@Suite struct NavigationBarTests {
    func setup(_ titles: [String]) -> (Window, NavigationController, [ViewController]) {
        let controllers = titles.map { t -> ViewController in let c = ViewController(); c.title = t; return c }
        let nav = NavigationController(rootViewController: controllers[0])
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = nav
        for c in controllers.dropFirst() { nav.pushViewController(c) }
        return (w, nav, controllers)
    }

    @Test func aLargeTitleTakesItsOwnLineAndPushesContentDown() {
        let (w, nav, cs) = setup(["Ledger"])
        nav.navigationBar.prefersLargeTitles = true
        cs[0].navigationItem.largeTitleDisplayMode = .always
        let frame = w.render()
        #expect(frame.line(1).hasPrefix(" Ledger"))
        #expect(nav.topViewController!.view.frame.y == 2)
    }

    @Test func withoutPrefersLargeTitlesEveryTitleIsInlineEvenAlways() {
        let (w, nav, cs) = setup(["Ledger", "Detail"])
        cs[1].navigationItem.largeTitleDisplayMode = .always
        #expect(!nav.showsLargeTitle)
        let frame = w.render()
        #expect(frame.line(0).contains("Detail"))
        #expect(!frame.line(1).contains("Detail"))
        #expect(cs[1].view.frame.y == 1)
    }

    @Test func automaticLargeTitleModeInheritsFromBelowThenFromTheBar() {
        let (_, nav, cs) = setup(["Ledger", "Detail"])
        #expect(!nav.showsLargeTitle)
        nav.navigationBar.prefersLargeTitles = true
        #expect(nav.showsLargeTitle)
        cs[0].navigationItem.largeTitleDisplayMode = .never
        #expect(!nav.showsLargeTitle)
        cs[1].navigationItem.largeTitleDisplayMode = .always
        #expect(nav.showsLargeTitle)
    }

    @Test func aPromptTakesTheFirstLine() {
        let (w, nav, cs) = setup(["Ledger"])
        cs[0].navigationItem.prompt = "Choose an invoice"
        let frame = w.render()
        #expect(frame.line(0).contains("Choose an invoice"))
        #expect(frame.line(1).contains("Ledger"))
        #expect(nav.topViewController!.view.frame.y == 2)
    }

    @Test func aHiddenBarGivesTheContentTheTopRowAndIgnoresBarKeys() {
        let (w, nav, cs) = setup(["Ledger"])
        var fired = 0
        cs[0].navigationItem.rightBarButtonItems = [BarButtonItem(title: "New", key: "n") { fired += 1 }]
        nav.isNavigationBarHidden = true
        _ = w.render()
        #expect(cs[0].view.frame.y == 0)
        w.send(.character("n"))
        #expect(fired == 0)
    }

    @Test func aLongOrEmptyPreviousTitleBecomesBackAndMinimalShowsOnlyTheChevron() {
        let (w, _, cs) = setup(["A very long title that does not fit in a third", "Detail"])
        #expect(w.render().line(0).hasPrefix(" ‹ Back "))
        cs[0].navigationItem.backButtonDisplayMode = .minimal
        #expect(w.render().line(0).hasPrefix(" ‹ "))
        #expect(!w.render().line(0).contains("Back"))
    }

    @Test func leftItemsReplaceTheBackButtonAndAnswerTheirKeys() {
        let (w, _, cs) = setup(["Ledger", "Detail"])
        var fired = 0
        cs[1].navigationItem.leftBarButtonItems = [BarButtonItem(title: "Cancel", key: "c") { fired += 1 }]
        #expect(w.render().line(0).hasPrefix(" [c] Cancel"))
        w.send(.character("c"))
        #expect(fired == 1)
    }

    @Test func aHiddenOrReplacedBackItemTurnsEscapeOffAsUIKitTurnsOffTheInteractivePop() {
        let (w, nav, cs) = setup(["Ledger", "Detail"])
        #expect(nav.keyHints.contains { $0.key == "esc" })
        cs[1].navigationItem.hidesBackButton = true
        #expect(!nav.showsBackItem)
        #expect(!nav.keyHints.contains { $0.key == "esc" })
        w.send(.escape)
        #expect(nav.viewControllers.count == 2)
        cs[1].navigationItem.hidesBackButton = false
        cs[1].navigationItem.leftBarButtonItems = [BarButtonItem(title: "Cancel", key: "c") {}]
        w.send(.escape)
        #expect(nav.viewControllers.count == 2)
        cs[1].navigationItem.leftBarButtonItems = []
        w.send(.escape)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func pushingTheSameInstanceTwiceAcrossStacksIsRefused() {
        let (w, nav, _) = setup(["Ledger"])
        let other = NavigationController(rootViewController: ViewController())
        w.rootViewController!.present(other)
        nav.pushViewController(other)
        #expect(nav.viewControllers.count == 1)
        #expect(w.diagnostics.contains(rule: .alreadyHasParent))
    }
}
