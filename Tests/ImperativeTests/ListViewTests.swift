import Foundation
import Testing
import Terminal
import TestSupport
@testable import Imperative

@MainActor
@Suite struct ListViewTests {
    func show(_ controller: ListHostController, height: Int = 24) -> Window {
        let w = Window(size: Size(width: 80, height: height))
        w.rootViewController = controller
        _ = w.render()
        return w
    }

    @Test func selectionStyleNoneLeavesTheSelectedRowUnpainted() {
        let c = ListHostController(count: 5)
        let w = show(c)
        let selection = w.traitCollection.palette.selection
        #expect(w.render()[40, 0].style.background == selection, "default style paints the selected row")
        c.list.cell(for: 1)?.selectionStyle = .none
        #expect(w.render()[40, 0].style.background != selection)
        #expect(w.render()[40, 0].style.background == w.render()[40, 1].style.background)
    }

    @Test func theSelectedRowIsHighlightedAcrossItsWidthAndReversedWithoutColour() {
        let c = ListHostController(count: 5)
        c.list.cellProvider = { cell, id in
            cell.contentConfiguration = ListContentConfiguration(
                text: "Item \(id)", secondaryText: "note", trailingText: "$1")
            cell.accessories = [.checkmark(isHidden: id != 1)]
        }
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendItems(in: 1..<6)
        c.list.apply(snapshot)
        let w = show(c)
        let frame = w.render()
        let palette = w.traitCollection.palette
        for x in 0..<80 {
            #expect(frame[x, 0].style.attributes.contains(.highlight), "column \(x)")
            #expect(frame[x, 0].style.background == palette.selection)
            #expect(frame[x, 0].style.foreground == palette.fillLabel, "text, secondary text and ✓ alike")
            #expect(frame[x, 0].style.withoutColor.attributes.contains(.reverse))
            #expect(!frame[x, 1].style.attributes.contains(.highlight))
        }
        #expect(frame.line(0).contains("Item 1  note") && frame.line(0).contains("✓"))
    }

    @Test func aTenMillionItemSnapshotIsARangeNotAnArray() {
        var s = ListSnapshot<String, Int>()
        s.appendItems(in: 1..<10_000_001)
        #expect(s.numberOfItems == 10_000_000)
        #expect(s.itemIdentifier(at: 9_999_999) == 10_000_000)
        #expect(s.index(ofItem: 5_000_000) == 4_999_999)
        s.insertItems([0], beforeItem: 1)
        s.deleteItems([5_000_000])
        #expect(s.numberOfItems == 10_000_000)
        #expect(s.segments.count <= 4)
        #expect(s.index(ofItem: 5_000_001) == 5_000_000)
    }

    @Test func snapshotEditsKeepOrderByIdentifier() {
        var s = ListSnapshot<String, String>()
        s.appendItems(["a", "b", "c", "d"])
        s.moveItem("d", beforeItem: "a")
        s.insertItems(["x"], afterItem: "b")
        s.deleteItems(["c"])
        #expect((0..<s.numberOfItems).compactMap { s.itemIdentifier(at: $0) } == ["d", "a", "b", "x"])
        s.moveItem("d", afterItem: "x")
        #expect((0..<s.numberOfItems).compactMap { s.itemIdentifier(at: $0) } == ["a", "b", "x", "d"])
    }

    @Test func onlyVisibleCellsAreConfiguredSoTenMillionCostWhatAThousandDo() {
        let small = ListHostController(count: 1_000), huge = ListHostController(count: 10_000_000)
        let ws = show(small), wh = show(huge)
        for key in [Key.pageDown, .pageDown, .end, .home] {
            ws.send(key); wh.send(key)
            _ = ws.render(); _ = wh.render()
        }
        #expect(huge.list.configuredCellCount == small.list.configuredCellCount)
        #expect(huge.list.cellsCreated == small.list.cellsCreated)
        #expect(huge.list.cellsCreated <= 24)
        #expect(wh.render().contains("Item 1"))
    }

    /// The list scrolls the least that keeps the selection on screen, with every move: the
    /// selection never sits a row below the last visible one.
    @Test func theSelectionIsAlwaysOnScreenWhileMoving() throws {
        let c = ListHostController(count: 60)
        let w = show(c, height: 12)
        func shown() throws -> Bool {
            let n = try #require(c.list.selectedItem)
            // The row without its margin and the scroll indicator's track beside it.
            return w.render().lines.contains {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " │┃")) == "Item \(n)"
            }
        }
        for _ in 0..<30 {
            w.send(.down)
            #expect(try shown(), "Down to item \(c.list.selectedItem ?? 0)")
        }
        for _ in 0..<30 {
            w.send(.up)
            #expect(try shown(), "Up to item \(c.list.selectedItem ?? 0)")
        }
    }

    @Test func endShowsTheLastItemOfTenMillion() {
        let huge = ListHostController(count: 10_000_000)
        let w = show(huge)
        w.send(.end)
        #expect(huge.list.selectedItem == 10_000_000)
        #expect(w.render().contains("Item 10000000"))
    }

    @Test func insertingAtTheTopKeepsTheSelectionOnItsItem() {
        let c = ListHostController(count: 100)
        let w = show(c)
        w.send(.down); w.send(.down)
        #expect(c.list.selectedItem == 3)
        var s = c.list.snapshot
        s.insertItems([101], beforeItem: 1)
        c.list.apply(s)
        #expect(c.list.selectedItem == 3)
        #expect(c.list.selectedIndex == 3)
    }

    @Test func deletingTheSelectedItemKeepsTheSelectionAtItsRow() {
        let c = ListHostController(count: 100)
        let w = show(c)
        w.send(.down)
        var s = c.list.snapshot
        s.deleteItems([2])
        c.list.apply(s)
        #expect(c.list.selectedIndex == 1)
        #expect(c.list.selectedItem == 3)
    }

    @Test func visibleCellsKeepTheirContentUntilReconfigured() {
        let c = ListHostController(count: 100)
        let w = show(c)
        c.content[2] = "Renamed"
        c.list.apply(c.list.snapshot)
        #expect(!w.render().contains("Renamed"))
        let before = c.list.configuredCellCount
        var s = c.list.snapshot
        s.reconfigureItems([2])
        c.list.apply(s)
        #expect(w.render().contains("Renamed"))
        #expect(c.list.configuredCellCount == before + 1)
    }

    @Test func reusedCellsAreRebuiltForTheirNewItem() {
        let c = ListHostController(count: 1_000)
        let w = show(c)
        let firstCell = c.list.cell(for: 1)
        for _ in 0..<30 { w.send(.down) }
        _ = w.render()
        #expect(c.list.cell(for: 1) == nil)
        let reusedFor = c.list.visibleItemIdentifiers.first { c.list.cell(for: $0) === firstCell }
        #expect(reusedFor != nil)
        let text = (c.list.cell(for: reusedFor!)?.contentConfiguration as? ListContentConfiguration)?.text
        #expect(text == "Item \(reusedFor!)")
        #expect(c.list.cellsCreated == c.list.visibleItemIdentifiers.count)
    }

    @Test func pageKeysMoveByAPageAndHomeEndJump() {
        let c = ListHostController(count: 1_000)
        let w = show(c)
        // 23 rows above the footer: 22 items, then the position row.
        w.send(.pageDown)
        #expect(c.list.selectedIndex == 21)
        w.send(.pageUp)
        #expect(c.list.selectedIndex == 0)
        w.send(.end)
        _ = w.render()
        #expect(c.list.selectedIndex == 999)
        #expect(c.list.firstVisibleRow == 1_000 - 22)
        w.send(.home)
        _ = w.render()
        #expect(c.list.firstVisibleRow == 0)
    }

    @Test func theUpdateHandlerSeesSelectedAndHighlightedState() {
        let c = ListHostController(count: 10)
        var seen: [Int: CellConfigurationState] = [:]
        c.list.cellProvider = { cell, id in
            cell.contentConfiguration = ListContentConfiguration(text: "Item \(id)")
            cell.configurationUpdateHandler = { _, state in seen[id] = state }
        }
        let w = show(c)
        #expect(seen[1] == CellConfigurationState(isSelected: true, isHighlighted: true))
        #expect(seen[2] == CellConfigurationState())
        w.send(.down)
        _ = w.render()
        #expect(seen[1]?.isSelected == false)
        #expect(seen[2]?.isSelected == true)
        c.present(ViewController())
        _ = w.render()
        #expect(seen[2] == CellConfigurationState(isSelected: true, isHighlighted: false))
    }

    /// A controller whose rows offer `Archive` and a destructive `Delete` on the trailing edge
    /// and `Pin` on the leading one, each recording the item it addresses.
    private func swipeable(_ c: ListHostController, performed: @escaping (String, Int) -> Void) {
        c.list.trailingSwipeActionsConfigurationProvider = { id in
            SwipeActionsConfiguration(actions: [
                SwipeAction(style: .destructive, title: "Delete") { performed("Delete", id) },
                SwipeAction(title: "Archive") { performed("Archive", id) },
            ])
        }
        c.list.leadingSwipeActionsConfigurationProvider = { id in
            SwipeActionsConfiguration(actions: [SwipeAction(title: "Pin") { performed("Pin", id) }])
        }
    }

    @Test func rightRevealsTrailingActionsOutermostAtTheEdgeAndEnterPerformsTheFocusedOne() {
        let c = ListHostController(count: 10)
        var performed: [String] = []
        swipeable(c) { performed.append("\($0) \($1)") }
        let w = show(c)
        w.send(.down)
        w.send(.right)
        #expect(c.list.isShowingSwipeActions)
        // Delete, the first action, sits at the trailing edge; Archive inside it has focus (not destructive).
        // The actions sit inside the row's margin column.
        #expect(w.render().line(1).hasSuffix(" Archive  Delete  "))
        let archive = w.render().line(1).count - " Archive  Delete  ".count + 1
        #expect(w.render()[archive, 1].style.attributes.contains(.reverse))
        #expect(c.list.swipeActionKeyHints?.map(\.action) == ["choose", "archive", "hide"])
        w.send(.enter)
        #expect(performed == ["Archive 2"])
        #expect(!c.list.isShowingSwipeActions)
        #expect(!w.render().line(1).contains("Archive"))
    }

    @Test func arrowsMoveBetweenActionsHideInwardAndFullSwipeOutward() {
        let c = ListHostController(count: 10)
        var performed: [String] = []
        swipeable(c) { performed.append("\($0) \($1)") }
        let w = show(c)
        w.send(.right)
        w.send(.right)  // outward: from Archive to Delete
        #expect(c.list.swipeActionKeyHints?[1].action == "delete")
        w.send(.left)  // inward: back to Archive
        w.send(.left)  // past the innermost: hidden
        #expect(!c.list.isShowingSwipeActions)
        #expect(performed.isEmpty)
        w.send(.right)
        w.send(.right)
        w.send(.right)  // past the outermost: a full swipe performs the first action
        #expect(performed == ["Delete 1"])
        c.list.trailingSwipeActionsConfigurationProvider = { id in
            var configuration = SwipeActionsConfiguration(actions: [
                SwipeAction(title: "Flag") { performed.append("Flag \(id)") }
            ])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        w.send(.right)
        w.send(.right)
        #expect(c.list.isShowingSwipeActions, "no full swipe: the actions stay")
        #expect(performed == ["Delete 1"])
        w.send(.escape)
        #expect(!c.list.isShowingSwipeActions)
    }

    @Test func leftRevealsLeadingActionsAndRightToLeftMirrorsTheArrows() {
        let c = ListHostController(count: 10)
        var performed: [String] = []
        swipeable(c) { performed.append("\($0) \($1)") }
        let w = show(c)
        w.send(.left)
        #expect(w.render().line(0).hasPrefix("  Pin  Item 1"), "the content moves aside")
        w.send(.enter)
        #expect(performed == ["Pin 1"])
        w.send(.function(6))  // right-to-left: the leading edge is on the right
        w.send(.down)
        w.send(.right)
        #expect(w.render().line(1).hasSuffix(" Pin  "))
        w.send(.escape)
        w.send(.left)
        #expect(w.render().line(1).hasPrefix("  Delete  Archive "))
        #expect(!c.list.handle(.character("d")), "actions have no letter keys")
    }

    @Test func actionsAddressTheirItemByIdentifierAcrossInserts() {
        let c = ListHostController(count: 10)
        var performed: [String] = []
        swipeable(c) { performed.append("\($0) \($1)") }
        let w = show(c)
        w.send(.down)
        w.send(.down)  // item 3
        var snapshot = c.list.snapshot
        snapshot.insertItems([100, 101], beforeItem: 1)
        c.list.apply(snapshot)
        _ = w.render()
        #expect(c.list.selectedIndex == 4)
        w.send(.left)
        w.send(.enter)
        #expect(performed == ["Pin 3"])
    }

    @Test func noActionsMeansTheArrowsAreNotTaken() {
        let c = ListHostController(count: 3)
        _ = show(c)
        #expect(!c.list.handle(.right))
        #expect(!c.list.handle(.left))
        #expect(!c.list.handle(.escape))
    }

    @Test func rowsMirrorInRightToLeft() {
        let c = ListHostController(count: 3)
        let w = show(c)
        #expect(w.render().line(0).hasPrefix(" Item 1"))
        w.send(.function(6))
        #expect(w.render().line(0).hasSuffix("Item 1 "))
    }
}
