import Rules
import Observation
import Testing
import Terminal
import Declarative
import Imperative
import TestSupport
@testable import Hosting

/// Hosting configurations, continued: state in cell content, controls inside it, lists and actions.
@MainActor
@Suite struct HostingConfigurationInteractionTests: ShowsCellScreens {
    // MARK: State

    @Test func theUpdateHandlersStateReachesTheContent() {
        let screen = ListHostController(count: 3, title: "Cells") { cell, n in
            cell.configurationUpdateHandler = { cell, state in
                cell.contentConfiguration = HostingConfiguration { Text("\(n) \(state.isSelected ? "✓" : "·")") }
            }
        }
        let window = show(screen)
        #expect(window.render().line(0).hasPrefix(" 1 ✓"))
        window.send(.down)
        let frame = window.render()
        #expect(frame.line(0).hasPrefix(" 1 ·"))
        #expect(frame.line(1).hasPrefix(" 2 ✓"))
    }

    @Test func updatedForStateDeliversTheStateThroughTheEnvironment() {
        let screen = ListHostController(count: 2, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { StateReadingRow(number: n) }
        }
        let window = show(screen)
        #expect(window.render().line(0).hasPrefix(" 1 selected"))
        window.send(.down)
        #expect(window.render().line(0).hasPrefix(" 1 plain"))
        #expect(window.render().line(1).hasPrefix(" 2 selected"))
    }

    /// The first line the panel draws at 30 columns, after its update phase.
    private func firstLine(of panel: any ContentPanel) -> String {
        let rect = Rect(x: 0, y: 0, width: 30, height: 1)
        panel.frame = rect
        panel.updateIfNeeded(in: UpdateContext(origin: .zero, clip: rect, traits: TraitCollection()))
        var context = DrawContext(canvas: Canvas(size: rect.size), origin: .zero, clip: rect, traits: TraitCollection())
        panel.render(in: &context)
        return context.canvas.line(0)
    }

    @Test func stateInsideContentSurvivesStateUpdatesAndANewConfigurationOfTheSameType() {
        let panel = HostingConfiguration { StatefulRow(number: 1) }.makeContentPanel()
        #expect(firstLine(of: panel).hasPrefix(" item 1 first 1"))
        let sameItemNewState = panel.configuration.updated(for: CellConfigurationState(isSelected: true))
        panel.configuration = sameItemNewState
        #expect(firstLine(of: panel).hasPrefix(" item 1 first 1"))
        // A reused cell: the content view is kept and its tree updated in place, as UIKit
        // applies a configuration its content view supports and SwiftUI updates the tree.
        panel.configuration = HostingConfiguration { StatefulRow(number: 2) }
        #expect(firstLine(of: panel).hasPrefix(" item 2 first 1"), "the @State keeps the first item's value")
    }

    @Test func aNewConfigurationWhoseContentHasAnotherIDStartsFresh() {
        let panel = HostingConfiguration { StatefulRow(number: 1).id(1) }.makeContentPanel()
        #expect(firstLine(of: panel).hasPrefix(" item 1 first 1"))
        panel.configuration = HostingConfiguration { StatefulRow(number: 3).id(1) }
        #expect(firstLine(of: panel).hasPrefix(" item 3 first 1"), "the same id is the same view: its state stays")
        panel.configuration = HostingConfiguration { StatefulRow(number: 2).id(2) }
        #expect(
            firstLine(of: panel).hasPrefix(" item 2 first 2"), "another id is another view: its state starts afresh")
    }

    @Test func declaringStateInCellContentRecordsCellStateReuse() {
        let screen = ListHostController(count: 2, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { StatefulRow(number: n) }
        }
        let window = show(screen)
        let finding = window.diagnostics.entries.first { $0.rule == .cellStateReuse }
        #expect(
            finding?.message
                == "StatefulRow declares @State inside cell content; a reused cell keeps it and shows it on "
                + "the next item: keep it in the model, or reset it with .id(item.id)")
        #expect(finding?.location == "Cells")
    }

    @Test func contentWithoutStateIsSilent() {
        let screen = ListHostController(count: 30, title: "Cells") { cell, n in
            cell.configurationUpdateHandler = { cell, state in
                cell.contentConfiguration = HostingConfiguration { StateReadingRow(number: n) }
            }
        }
        let window = show(screen)
        for _ in 0..<20 { window.send(.down) }
        #expect(window.diagnostics.entries.isEmpty)
    }

    // MARK: Controls in content

    @Test func spaceOnTheSelectedRowGoesToAToggleInItsContentNotToTheRow() {
        let ticks = (0...3).map { _ in Tick() }
        let screen = ListHostController(count: 3, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { TickRow(number: n, tick: ticks[n]) }
        }
        var activated: [Int] = []
        screen.list.onActivate = { activated.append($0) }
        let window = show(screen)
        window.send(.down)
        window.send(.space)
        #expect(ticks[2].done)
        #expect(!ticks[1].done)
        #expect(window.render().line(1).hasPrefix(" [x] Task 2"))
        window.send(.enter)
        #expect(!ticks[2].done)
        #expect(window.render().line(1).hasPrefix(" [ ] Task 2"))
        #expect(activated.isEmpty)
    }

    @Test func rowsWithoutControlsStillActivateTheItem() {
        let screen = ListHostController(count: 3, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { Text("Row \(n)") }
        }
        var activated: [Int] = []
        screen.list.onActivate = { activated.append($0) }
        let window = show(screen)
        window.send(.down)
        window.send(.enter)
        #expect(activated == [2])
    }

    /// The rows of `frame` that show a tick, by their task.
    private func ticked(_ frame: Canvas) -> [String] {
        frame.lines.compactMap { line in
            guard let tick = line.range(of: "[x] ") else { return nil }
            let rest = line[tick.upperBound...]
            return String(rest[..<(rest.range(of: "  ")?.lowerBound ?? rest.endIndex)])
        }
    }

    @Test func aTickInStateShowsOnTheItemItsReusedCellShowsNext() {
        let stateful = ListHostController(count: 40, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { TickRowWithState(number: n) }
        }
        let window = show(stateful)
        window.send(.space)
        #expect(ticked(window.render()) == ["Task 1"])
        window.send(.pageDown)
        #expect(ticked(window.render()) == ["Task 1"], "PageDown selects the last row on screen: nothing scrolls")
        window.send(.down)
        let frame = window.render()
        #expect(!frame.text.contains("Task 1 "), "the first task scrolled away")
        #expect(ticked(frame) == ["Task 11"], "its cell came on screen for task 11, with the tick")
        window.send(.home)
        #expect(ticked(window.render()) == ["Task 1"], "the same cell comes back for task 1, and the tick with it")
        #expect(rules(window) == ["cell-state-reuse"])
    }

    @Test func aTickInTheModelStaysOnItsTaskAsCellsAreReused() {
        let ticks = (0...40).map { _ in Tick() }
        let bound = ListHostController(count: 40, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { TickRow(number: n, tick: ticks[n]) }
        }
        let window = show(bound)
        window.send(.space)
        window.send(.pageDown)
        _ = window.render()
        window.send(.down)
        #expect(ticked(window.render()) == [])
        window.send(.home)
        #expect(ticked(window.render()) == ["Task 1"])
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func contentWithAnIDPerItemStartsFreshInAReusedCell() {
        let stateful = ListHostController(count: 40, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { TickRowWithState(number: n).id(n) }
        }
        let window = show(stateful)
        window.send(.space)
        #expect(ticked(window.render()) == ["Task 1"])
        window.send(.pageDown)
        _ = window.render()
        window.send(.down)
        #expect(ticked(window.render()) == [], "the reused cell shows task 11 as a new view")
        window.send(.home)
        #expect(
            ticked(window.render()) == [], "view-only state starts fresh per item: task 1's tick went with its view")
    }

    // MARK: Lists

    @Test func onlyVisibleRowsBuildContentAtTenMillionItems() {
        let screen = ListHostController(count: 10_000_000, title: "Cells") { cell, n in
            cell.contentConfiguration = HostingConfiguration { Text("Row \(n)") }
        }
        let window = show(screen, height: 12)
        window.send(.end)
        let frame = window.render()
        #expect(frame.line(9).hasPrefix(" Row 10000000"))
        #expect(frame.line(10).hasSuffix("10000000/10000000 "))
        #expect(screen.list.cellsCreated <= 20)
        #expect(screen.list.configuredCellCount <= 30)
    }

    // MARK: Actions

    @Test func anActionThatCapturedARowThatMovedRecordsStableIdentifiers() {
        let screen = ListHostController(count: 3, title: "Cells") { _, _ in }
        let window = show(screen)
        var acted: [Int] = []
        let action = ItemAction(row: 0, in: screen.list) { row in
            acted.append(screen.list.snapshot.itemIdentifier(at: row)!)
        }
        var s = screen.list.snapshot
        s.insertItems([99], beforeItem: 1)
        screen.list.apply(s)
        action()
        #expect(acted == [99])
        let finding = window.diagnostics.entries.first { $0.rule == .stableIdentifiers }
        #expect(finding?.message.contains("row 0 for item 1") == true)
    }

    @Test func anActionThatCapturedTheIdentifierFindsItsItemAndIsSilent() {
        let screen = ListHostController(count: 3, title: "Cells") { _, _ in }
        let window = show(screen)
        var acted: [Int] = []
        let byItem = ItemAction(item: 1) { acted.append($0) }
        let byRowStillInPlace = ItemAction(row: 0, in: screen.list) { _ in }
        var s = screen.list.snapshot
        s.moveItem(3, afterItem: 1)
        screen.list.apply(s)
        byItem()
        byRowStillInPlace()
        #expect(acted == [1])
        #expect(window.diagnostics.entries.isEmpty)
        s.moveItem(1, afterItem: 2)
        screen.list.apply(s)
        byRowStillInPlace()
        #expect(window.diagnostics.entries.map(\.rule) == [.stableIdentifiers])
    }
}
