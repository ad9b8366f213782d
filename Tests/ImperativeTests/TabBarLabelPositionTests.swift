import Testing
import Terminal
@testable import Imperative

/// Selecting a tab changes how its label is marked (`[1 Ledger]` against ` 1 Ledger `),
/// never where the labels stand: every label keeps its column whichever tab is selected.
@MainActor
@Suite struct TabBarLabelPositionTests {
    private static let titles = ["Ledger", "Account", "Lessons", "Settings"]

    /// The column of each tab's `N T…` on the bar row, with tab `selected` selected.
    private func columns(tabs count: Int, width: Int, direction: TraitEnvironmentLayoutDirection, selected: Int)
        -> [Int]
    {
        let controllers = Self.titles.prefix(count).map { title -> ViewController in
            let c = ViewController(); c.title = title; c.tabBarItem.title = title
            return c
        }
        let tabs = TabBarController(viewControllers: controllers)
        let w = Window(size: Size(width: width, height: 24))
        var settings = w.settings
        settings.layoutDirection = direction
        w.apply(settings)
        w.rootViewController = tabs
        tabs.selectTab(at: selected)
        let bar = Array(w.render().line(22))
        return (0..<count).map { i in
            let needle = Array("\(i + 1) \(Self.titles[i].prefix(1))")
            return bar.indices.first { bar[$0...].starts(with: needle) } ?? -1
        }
    }

    @Test(arguments: [80, 40], [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func labelsStayInTheirColumnsWhicheverTabIsSelected(width: Int, direction: TraitEnvironmentLayoutDirection) {
        for count in 1...Self.titles.count {
            let first = columns(tabs: count, width: width, direction: direction, selected: 0)
            #expect(!first.contains(-1), "\(count) tabs at \(width) columns: \(first)")
            for selected in 1..<count {
                let other = columns(tabs: count, width: width, direction: direction, selected: selected)
                #expect(other == first, "\(count) tabs at \(width) columns, \(direction), tab \(selected + 1) selected")
            }
        }
    }

    @Test func rightToLeftPutsTheFirstTabOnTheRight() {
        let ltr = columns(tabs: 3, width: 80, direction: .leftToRight, selected: 0)
        let rtl = columns(tabs: 3, width: 80, direction: .rightToLeft, selected: 0)
        #expect(ltr == ltr.sorted() && rtl == rtl.sorted(by: >))
    }

    @Test func aSelectedLabelCutShortKeepsItsBrackets() {
        let controllers = Self.titles.map { title -> ViewController in
            let c = ViewController(); c.title = title; c.tabBarItem.title = title
            return c
        }
        let tabs = TabBarController(viewControllers: controllers)
        let w = Window(size: Size(width: 40, height: 12))
        w.rootViewController = tabs
        let bar = w.render().line(10)
        // Four tabs in 40 columns: ten each, so "[1 Ledger]" fits whole and "2 Account" is cut.
        #expect(bar.contains("[1 Ledger]"))
        tabs.selectTab(at: 3)
        let cut = w.render().line(10)
        #expect(cut.contains("[4 Setti…]"), "\(cut)")
        #expect(cut.contains(" 2 Accou… "))
    }
}
