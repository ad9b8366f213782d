import Foundation
import Testing
import Terminal
import TestSupport
@testable import Imperative

/// A list longer than its height shows where the selection is.
@MainActor
@Suite struct ListScrollIndicatorTests {
    private func window(items: Int, height: Int = 12) -> (Window, ListHostController) {
        let c = ListHostController(count: items)
        let w = Window(size: Size(width: 40, height: height))
        w.rootViewController = c
        _ = w.render()
        return (w, c)
    }

    private func rows(_ w: Window) -> [String] {
        w.render().rows
    }

    @Test func aLongListShowsThePositionInItsLastRowAndATrackAtItsEdge() {
        let (w, c) = window(items: 100)
        // 11 rows above the footer: 10 items, then the position.
        var r = rows(w)
        #expect(r[10].hasSuffix("1/100"))
        #expect(r[9].hasPrefix(" Item 10") && !r.contains { $0.hasPrefix(" Item 11") })
        #expect(r[0].hasSuffix("┃") && r[5].hasSuffix("│"), "the thumb at the top, a tenth of the track")
        w.send(.end)
        r = rows(w)
        #expect(r[10].hasSuffix("100/100"))
        #expect(r[9].hasSuffix("┃") && r[0].hasSuffix("│"), "the thumb at the bottom")
        #expect(c.list.visibleItemIdentifiers.count == 10)
        w.send(.pageUp)
        #expect(rows(w)[10].hasSuffix("91/100"), "a page is the rows shown less one")
    }

    @Test func aListThatFitsShowsNone() {
        let (w, _) = window(items: 11)
        let r = rows(w)
        #expect(r[10].hasPrefix(" Item 11"))
        #expect(!r.contains { $0.contains("/11") || $0.hasSuffix("│") })
    }

    @Test func theIndicatorCanBeTurnedOff() {
        let (w, c) = window(items: 100)
        c.list.showsVerticalScrollIndicator = false
        let r = rows(w)
        #expect(r[10].hasPrefix(" Item 11"))
        #expect(!r.contains { $0.contains("1/100") })
    }

    @Test func rightToLeftPutsItAtTheLeft() {
        let (w, _) = window(items: 100)
        w.send(.function(6))
        let r = rows(w)
        #expect(r[0].hasPrefix("┃"))
        #expect(r[10].hasPrefix(" 1/100"))
    }

    @Test func theThumbIsAsLongAsTheShareShown() {
        let indicator = ScrollIndicator(.track)
        indicator.visibleRows = 10
        indicator.total = 20
        #expect(indicator.thumb == 0..<5)
        indicator.firstVisible = 10
        #expect(indicator.thumb == 5..<10)
        indicator.total = 10_000_000
        indicator.firstVisible = 5_000_000
        #expect(indicator.thumb.count == 1)
        #expect(indicator.thumb.lowerBound == 4 || indicator.thumb.lowerBound == 5)
    }
}

extension ListScrollIndicatorTests {
    @Test func aClickOnThePositionRowSelectsNothing() {
        let (_, c) = window(items: 100)
        _ = c.list.handleMouse(MouseEvent(.click, at: Point(x: 5, y: 10)), at: Point(x: 5, y: 10))
        #expect(c.list.selectedIndex == 0, "row 10 is the position, not Item 11")
        _ = c.list.handleMouse(MouseEvent(.click, at: Point(x: 5, y: 9)), at: Point(x: 5, y: 9))
        #expect(c.list.selectedIndex == 9)
    }
}

@MainActor
@Suite struct ListSnapshotSectionTests {
    @Test func sectionsHoldTheirItemsInOrderAndPositionsCountAcrossThem() {
        var s = ListSnapshot<String, Int>()
        s.appendSections(["pinned", "all"])
        s.appendItems(in: 1..<11)
        s.deleteItems([5])
        s.appendItems([5], toSection: "pinned")
        #expect(s.numberOfItems == 10)
        #expect(s.sectionIdentifiers == ["pinned", "all"])
        #expect(s.numberOfItems(inSection: "pinned") == 1)
        #expect(s.numberOfItems(inSection: "all") == 9)
        #expect((0..<s.numberOfItems).compactMap { s.itemIdentifier(at: $0) } == [5, 1, 2, 3, 4, 6, 7, 8, 9, 10])
        #expect(s.sectionIdentifier(containingItem: 5) == "pinned")
        #expect(s.sectionIdentifier(containingItem: 6) == "all")
        s.insertItems([42], afterItem: 5)
        #expect(s.numberOfItems(inSection: "pinned") == 2)
        s.insertItems([43], beforeItem: 1)
        #expect(s.sectionIdentifier(containingItem: 43) == "all")
        #expect(s.sectionRanges.map(\.items) == [0..<2, 2..<12])
    }

    @Test func sectionsOfAnyHashableTypeListTheirItems() {
        enum Section: Hashable { case pinned, all }
        var s = ListSnapshot<Section, Int>()
        s.appendSections([.pinned, .all])
        s.appendItems(in: 1..<6, toSection: .all)
        s.appendItems([9], toSection: .pinned)
        #expect(s.sectionIdentifiers == [.pinned, .all])
        #expect(s.itemIdentifiers(inSection: .pinned) == [9])
        #expect(s.itemIdentifiers(inSection: .all) == [1, 2, 3, 4, 5])
        #expect(s.itemIdentifiers == [9, 1, 2, 3, 4, 5])
        #expect(s.sectionIdentifier(containingItem: 4) == .all)
        s.deleteItems([3])
        #expect(s.itemIdentifiers(inSection: .all) == [1, 2, 4, 5])
    }

    @Test func itemsWithoutSectionsGoToOneUnnamedSection() {
        var s = ListSnapshot<String, String>()
        s.appendItems(["a", "b"])
        #expect(s.sectionIdentifiers == [""])
        #expect(s.numberOfItems(inSection: "") == 2)
    }
}
