import Observation
import Testing
import Terminal
import Declarative
import Imperative
import TestSupport
@testable import Hosting

/// A row whose content is one line, or as many as its chore has notes.
struct NotedChoreRow: View {
    let chore: NotedChore
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("chore \(chore.number)")
            ForEach(chore.notes, id: \.self) { note in Text("· \(note)") }
        }
        .swipeActions(edge: .leading) {
            Button("Note") { chore.notes.append("note \(chore.notes.count + 1)") }
        }
        .swipeActions(edge: .trailing, allowsFullSwipe: false) {
            Button("Drop", role: .destructive) { chore.dropped = true }
            Button("Keep") {}
        }
    }
}

@Observable
@MainActor
final class NotedChore {
    let number: Int
    var notes: [String] = []
    var dropped = false
    init(number: Int, notes: Int = 0) {
        self.number = number
        self.notes = (0..<notes).map { "note \($0 + 1)" }
    }
}

/// Rows take their height from their content, as `UIHostingConfiguration` cells self-size;
/// the content's `.swipeActions` are the row's swipe actions.
@MainActor
@Suite struct SelfSizingCellTests {
    /// Chores 1…count; chore `n` starts with `n % 3` notes.
    @MainActor
    final class Chores {
        var made: [Int: NotedChore] = [:]
        func chore(_ n: Int) -> NotedChore {
            if let c = made[n] { return c }
            let c = NotedChore(number: n, notes: n % 3)
            made[n] = c
            return c
        }
    }

    private func show(count: Int, height: Int = 12, chores: Chores = Chores()) -> (Window, ListHostController) {
        let screen = ListHostController(count: count, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { NotedChoreRow(chore: chores.chore(n)) }
        }
        let window = Window(size: Size(width: 40, height: height))
        window.rootViewController = screen
        _ = window.render()
        return (window, screen)
    }

    @Test func rowsAreAsTallAsTheirContent() {
        let (window, screen) = show(count: 5, height: 20)
        #expect((1...5).map { screen.list.rowHeight(of: $0) } == [2, 3, 1, 2, 3])
        let lines = window.render().rows
        #expect(lines[0].hasPrefix(" chore 1"))
        #expect(lines[1].hasPrefix(" · note 1"))
        #expect(lines[2].hasPrefix(" chore 2"))
        #expect(lines[5].hasPrefix(" chore 3"))
        #expect(lines[6].hasPrefix(" chore 4"))
    }

    @Test func aRowWhoseModelGrowsIsMeasuredAgainAndTheRowsBelowMove() {
        let chores = Chores()
        let (window, screen) = show(count: 5, height: 20, chores: chores)
        let measured = screen.list.measuredRowCount
        chores.chore(3).notes.append("later")
        let frame = window.render()
        #expect(screen.list.rowHeight(of: 3) == 2)
        #expect(frame.line(6).hasPrefix(" · later"))
        #expect(frame.line(7).hasPrefix(" chore 4"))
        #expect(screen.list.measuredRowCount == measured + 1, "only the changed row is measured again")
        #expect(screen.list.configuredCellCount == 5, "the list configured no cell again")
    }

    @Test func tenMillionRowsStayLazyAndEndLandsOnTheLastRow() {
        let (window, screen) = show(count: 10_000_000, height: 12)
        window.send(.end)
        let frame = window.render()
        #expect(screen.list.selectedItem == 10_000_000)
        // Chore 10,000,000 has one note: its two lines end the rows. Ten lines of rows hold
        // chores 9,999,996 (1 line) to 10,000,000 (2): nine lines; 9,999,995 (3) would not fit.
        #expect(frame.line(0).hasPrefix(" chore 9999996"))
        #expect(frame.line(7).hasPrefix(" chore 10000000"))
        #expect(frame.line(8).hasPrefix(" · note 1"))
        #expect(frame.text.contains("10000000/10000000"))
        #expect(screen.list.measuredRowCount < 30, "only rows on screen were measured")
        #expect(screen.list.cellsCreated <= 11)
        window.send(.home)
        #expect(window.render().line(0).hasPrefix(" chore 1"))
    }

    @Test func pageDownMovesByTheRowsOnScreen() {
        let (window, screen) = show(count: 1_000, height: 12)
        // Ten lines of rows: chores 1 (2 lines), 2 (3), 3 (1) and 4 (2) show whole, 5 (3) in
        // part; a page is the rows shown whole less one, so PageDown selects chore 4 …
        window.send(.pageDown)
        _ = window.render()
        #expect(screen.list.selectedItem == 4)
        // … and the next one scrolls: chore 4 at the top shows 4 (2), 5 (3), 6 (1), 7 (2) whole.
        window.send(.pageDown)
        let frame = window.render()
        #expect(screen.list.selectedItem == 7)
        #expect(frame.line(7).hasPrefix(" chore 7"))
    }

    @Test func theContentsSwipeActionsAreTheRowsAndAddressItsItem() {
        let chores = Chores()
        let (window, screen) = show(count: 5, height: 20, chores: chores)
        window.send(.down)  // chore 2
        window.send(.left)  // leading: Note
        #expect(window.render().line(2).hasPrefix("  Note  chore 2"))
        window.send(.enter)
        #expect(chores.chore(2).notes.count == 3)
        _ = window.render()
        #expect(screen.list.rowHeight(of: 2) == 4, "the row grew with its note")
        window.send(.right)  // trailing: Keep (focus), Drop at the edge
        #expect(window.render().line(2).hasSuffix(" Keep  Drop  "))
        window.send(.right)  // outward to Drop
        window.send(.right)  // no full swipe: nothing happens
        #expect(!chores.chore(2).dropped)
        window.send(.enter)
        #expect(chores.chore(2).dropped)
    }
}
