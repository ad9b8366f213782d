import Rules
import Terminal
import Testing

@testable import Imperative

/// `large-title-collapse`: a large title collapses into the bar while the scroll view the bar
/// tracks (the controller's `contentScrollView(for: .top)`) is scrolled off its top, and shows
/// large again back at the top; a scroll view the bar does not track scrolling under a large
/// title records the rule.
@MainActor
@Suite struct LargeTitleCollapseTests {
    /// A screen of forty rows, the list alone (`ListViewController`: the list is the view's
    /// first subview) or under a header panel (`headerFirst`), at the root of a navigation
    /// controller whose bar prefers large titles, in a window 20 rows high.
    final class Statement: ViewController {
        let list = ListView<Int, Int>()
        let header = LabelPanel("Checking")
        let headerFirst: Bool

        init(headerFirst: Bool) {
            self.headerFirst = headerFirst
            super.init()
            title = "March"
        }

        override func loadView() {
            let root = HeaderAndList(header: headerFirst ? header : nil, list: list)
            setView(root)
            var snapshot = ListSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<40))
            list.cellProvider = { cell, i in cell.contentConfiguration = ListContentConfiguration(text: "Row \(i)") }
            list.apply(snapshot)
        }

        override func handle(_ key: Key) -> Bool { list.handle(key) }
    }

    /// The header, one row, above the list in the rest; or the list alone.
    final class HeaderAndList: Panel {
        let header: Panel?
        let list: Panel

        init(header: Panel?, list: Panel) {
            self.header = header
            self.list = list
            super.init()
            if let header { addSubview(header) }
            addSubview(list)
        }

        override func layoutSubviews() {
            let top = header == nil ? 0 : 1
            header?.frame = Rect(x: 0, y: 0, width: bounds.width, height: top)
            list.frame = Rect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        }
    }

    func setup(headerFirst: Bool) -> (Window, NavigationController, Statement) {
        let statement = Statement(headerFirst: headerFirst)
        let nav = NavigationController(rootViewController: statement)
        nav.navigationBar.prefersLargeTitles = true
        let w = Window(size: Size(width: 40, height: 20))
        w.rootViewController = nav
        _ = w.render()
        return (w, nav, statement)
    }

    func down(_ w: Window, _ times: Int) {
        for _ in 0..<times { w.send(.down) }
        _ = w.render()
    }

    @Test func theDefaultContentScrollViewIsTheViewOrItsFirstSubview() {
        let (_, _, alone) = setup(headerFirst: false)
        #expect(alone.contentScrollView(for: .top) === alone.list)
        #expect(alone.contentScrollView(for: .bottom) === alone.list)
        let (_, _, underHeader) = setup(headerFirst: true)
        #expect(underHeader.contentScrollView(for: .top) == nil, "the header is the first subview")
        let listController = ListViewController<Int, Int>()
        _ = listController.view
        #expect(listController.contentScrollView(for: .top) === listController.list)
    }

    @Test func setContentScrollViewChoosesPerEdgeAndNilFindsAgain() {
        let (_, _, s) = setup(headerFirst: true)
        s.setContentScrollView(s.list, for: .top)
        #expect(s.contentScrollView(for: .top) === s.list)
        #expect(s.contentScrollView(for: .bottom) == nil, "only the top edge was set")
        s.setContentScrollView(s.list, for: .all)
        #expect(s.contentScrollView(for: .bottom) === s.list)
        s.setContentScrollView(nil, for: .top)
        #expect(s.contentScrollView(for: .top) == nil, "nil lets the controller find one again: none here")
    }

    @Test func theTitleCollapsesPastTheFirstPageAndComesBackAtTheTop() {
        let (w, nav, s) = setup(headerFirst: false)
        #expect(nav.displaysLargeTitle)
        #expect(w.render().line(1).hasPrefix(" March"))
        #expect(s.view.frame.y == 2)
        let page = s.list.bounds.height
        down(w, page)
        #expect(s.list.contentOffset.y > 0)
        #expect(nav.isLargeTitleCollapsed)
        #expect(!nav.displaysLargeTitle)
        #expect(nav.showsLargeTitle, "the item still asks for a large title; it shows collapsed")
        let frame = w.render()
        #expect(frame.line(0).contains("March"))
        #expect(!frame.line(1).contains("March"))
        #expect(s.view.frame.y == 1, "the collapsed title gives its row to the content")
        w.send(.home)
        _ = w.render()
        #expect(s.list.contentOffset.y == 0)
        #expect(!nav.isLargeTitleCollapsed)
        #expect(w.render().line(1).hasPrefix(" March"))
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func aListUnderAHeaderScrollsAndTheTitleStaysLargeAndTheRuleFires() {
        let (w, nav, s) = setup(headerFirst: true)
        down(w, s.list.bounds.height)
        #expect(s.list.contentOffset.y > 0)
        #expect(!nav.isLargeTitleCollapsed)
        #expect(nav.displaysLargeTitle)
        #expect(w.render().line(1).hasPrefix(" March"), "the large title keeps its row")
        #expect(w.diagnostics.entries.map(\.rule) == [.largeTitleCollapse])
        #expect(
            w.diagnostics.entries.first?.message.contains("the navigation bar tracks no scroll view of it") == true)
        var repeats = 0
        w.diagnostics.onRepeat = { _ in repeats += 1 }
        down(w, 3)
        #expect(repeats == 0, "reported once while it stays scrolled")
        w.send(.home)
        _ = w.render()
        down(w, s.list.bounds.height)
        #expect(repeats == 1, "back at the top and scrolled again: reported again")
    }

    @Test func namingTheListFixesIt() {
        let (w, nav, s) = setup(headerFirst: true)
        s.setContentScrollView(s.list, for: .top)
        down(w, s.list.bounds.height)
        #expect(nav.isLargeTitleCollapsed)
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func anotherTrackedScrollViewIsNamedInTheFinding() {
        let (w, _, s) = setup(headerFirst: true)
        let other = ListView<Int, Int>()
        withExtendedLifetime(other) {
            s.setContentScrollView(other, for: .top)
            down(w, s.list.bounds.height)
            #expect(w.diagnostics.entries.first?.message.contains("tracks its ListView instead") == true)
        }
    }

    @Test func withoutLargeTitlesScrollingIsNoFinding() {
        let (w, nav, s) = setup(headerFirst: true)
        nav.navigationBar.prefersLargeTitles = false
        _ = w.render()
        down(w, s.list.bounds.height)
        #expect(s.list.contentOffset.y > 0)
        #expect(!nav.isLargeTitleCollapsed)
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func eachScreenOnTheStackKeepsItsOwnCollapse() {
        let (w, nav, s) = setup(headerFirst: false)
        down(w, s.list.bounds.height)
        #expect(nav.isLargeTitleCollapsed)
        let detail = ViewController()
        detail.title = "Detail"
        nav.pushViewController(detail)
        _ = w.render()
        #expect(!nav.isLargeTitleCollapsed, "the pushed screen has no scroll view: its title shows large")
        nav.popViewController()
        _ = w.render()
        #expect(nav.isLargeTitleCollapsed, "back on the scrolled list, the title is collapsed again")
    }
}
