import Rules
import Testing
import Terminal
@testable import Imperative

@MainActor
@Suite struct NavigationBarTests {
    func setup(_ titles: [String]) -> (Window, NavigationController, [ViewController]) {
        let controllers = titles.map { t -> ViewController in
            let c = ViewController(); c.title = t; return c
        }
        let nav = NavigationController(rootViewController: controllers[0])
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = nav
        for c in controllers.dropFirst() { nav.pushViewController(c) }
        return (w, nav, controllers)
    }

    /// A narrow bar, as UIKit lays it out: items keep their labels whole, the title moves off
    /// centre into the gap when it fits only there and is cut short last, and items that do
    /// not fit beside a few columns of title give way to `…` (their keys still work).
    func narrow(_ width: Int, items: [(String, Character)]) -> Window {
        let (w, _, cs) = setup(["Ledger", "Invoice #00001"])
        cs[1].navigationItem.rightBarButtonItems = items.map { title, key in BarButtonItem(title: title, key: key) {} }
        w.resize(to: Size(width: width, height: 12))
        return w
    }

    @Test func aTitleThatFitsOnlyBesideTheItemsMovesOffCentreAndItemsStayWhole() {
        let w = narrow(50, items: [("Info", "i"), ("Void", "v")])
        #expect(w.render().line(0) == " ‹ Ledger    Invoice #00001    [i] Info  [v] Void ")
        let w40 = narrow(40, items: [("Info", "i"), ("Void", "v")])
        #expect(w40.render().line(0) == " ‹ Ledger Invoice #… [i] Info  [v] Void ")
    }

    @Test func itemsThatDoNotFitGiveWayToAnEllipsisFromTheLeadingEnd() {
        let bar = narrow(46, items: [("Share", "s"), ("Info", "i"), ("Void", "v")]).render().line(0)
        #expect(bar == " ‹ Ledger Invoice #00001 … [i] Info  [v] Void ")
        #expect(
            narrow(40, items: [("Share", "s"), ("Info", "i"), ("Void", "v")]).render().line(0)
                == " ‹ Ledger    Invoice #00001  … [v] Void ")
        #expect(
            narrow(60, items: [("Share", "s"), ("Info", "i"), ("Void", "v")]).render().line(0).hasSuffix(
                "[s] Share  [i] Info  [v] Void "))
    }

    @Test func aClickLandsOnTheItemDrawnWhereItIs() {
        let (w, nav, _) = setup(["Ledger", "Invoice #00001"])
        var tapped: [String] = []
        nav.topViewController!.navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Share", key: "s") { tapped.append("share") },
            BarButtonItem(title: "Info", key: "i") { tapped.append("info") },
            BarButtonItem(title: "Void", key: "v") { tapped.append("void") },
        ]
        w.resize(to: Size(width: 46, height: 12))
        let bar = w.render().line(0)
        let info = bar.distance(from: bar.startIndex, to: bar.range(of: "[i] Info")!.lowerBound)
        let void = bar.distance(from: bar.startIndex, to: bar.range(of: "[v] Void")!.lowerBound)
        let ellipsis = bar.distance(from: bar.startIndex, to: bar.firstIndex(of: "…")!)
        for x in [info + 1, void + 7, ellipsis] { w.send(MouseEvent(.click, at: Point(x: x, y: 0))) }
        #expect(tapped == ["info", "void"], "the ellipsis runs nothing; the items run where they are drawn")
        w.send(.character("s"))
        #expect(tapped == ["info", "void", "share"], "a left-out item keeps its key")
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

    /// UIKit's closure forms: `init(title:primaryAction:)` and `init(systemItem:primaryAction:)`,
    /// triggered by the title's first letter; the handler gets the action itself.
    @Test func itemsMadeWithAPrimaryActionRunItsHandler() {
        let (w, _, cs) = setup(["Ledger"])
        var ran: [String] = []
        let settings = BarButtonItem(title: "Settings", primaryAction: Action { ran.append("settings " + $0.title) })
        let named = BarButtonItem(primaryAction: Action(title: "Info") { _ in ran.append("info") })
        let done = BarButtonItem(systemItem: .done, primaryAction: Action(title: "Finish") { _ in ran.append("done") })
        cs[0].navigationItem.rightBarButtonItems = [settings, named, done]
        w.resize(to: Size(width: 60, height: 12))
        #expect(w.render().line(0).hasSuffix("[s] Settings  [i] Info  [d] Done "))
        for key: Character in ["s", "i", "d"] { w.send(.character(key)) }
        #expect(ran == ["settings ", "info", "done"])
        settings.primaryAction = Action(title: "Preferences") { _ in ran.append("preferences") }
        #expect(settings.title == "Preferences")
        #expect(done.title == "Done", "a system item keeps its own title")
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
