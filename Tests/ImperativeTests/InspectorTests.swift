import Rules
import Testing
import Terminal
import TestSupport
@testable import Imperative

@MainActor
@Suite struct InspectorTests {
    func window(_ size: Size) -> (Window, NavigationController) { navigationShell(size: size) }

    @Test func f2ShowsTheControllerTreeWithKindsAndRoles() {
        let (w, nav) = window(Size(width: 80, height: 24))
        let detail = ViewController()
        detail.title = "Receipts"
        nav.pushViewController(detail)
        w.send(.function(2))
        let frame = w.render()
        #expect(frame.contains("root: NavigationController"))
        #expect(frame.contains("1. ViewController “Ledger” · imperative"))
        #expect(frame.contains("top: ViewController “Receipts” · imperative"))
    }

    @Test func inRegularWidthItIsASidePanelAndKeysStillReachTheApp() {
        let (w, nav) = window(Size(width: 120, height: 30))
        nav.pushViewController(ViewController())
        w.send(.function(2))
        #expect(w.render().line(0).hasSuffix("╮"))
        w.send(.escape)
        #expect(nav.viewControllers.count == 1)
        #expect(w.isShowingInspector)
    }

    @Test func inRightToLeftTheSidePanelIsOnTheLeftAndItsLinesStayInIt() {
        let (w, _) = window(Size(width: 120, height: 30))
        w.send(.function(6))
        w.send(.function(2))
        let frame = w.render()
        let panel = frame.lines.map { String($0.prefix(44)) }
        #expect(panel[0].hasPrefix("╭"))
        #expect(panel.contains { $0.hasSuffix("On screen: window 120x30 │") })
        #expect(!frame.lines.contains { $0.dropFirst(44).contains("On screen") })
    }

    @Test func inCompactWidthItCoversTheAppAndEscapeClosesIt() {
        let (w, nav) = window(Size(width: 80, height: 24))
        nav.pushViewController(ViewController())
        w.send(.function(2))
        w.send(.character("x"))
        w.send(.escape)
        #expect(nav.viewControllers.count == 2)
        #expect(!w.isShowingInspector)
    }

    @Test func itListsTheDiagnosticsSoFarWithTheScreenEachCameFrom() {
        let (w, nav) = window(Size(width: 80, height: 24))
        nav.topViewController?.recordDiagnostic(rule: .navigatorUnbound, message: "nothing pushed")
        let receipts = ViewController()
        receipts.title = "Receipts"
        nav.pushViewController(receipts)
        receipts.recordDiagnostic(rule: .dismissOnPushedHost, message: "dismiss did nothing on a pushed host")
        w.send(.function(2))
        let frame = w.render()
        #expect(frame.contains("Diagnostics (2)"))
        #expect(frame.contains("  ⚠ navigator-unbound — nothing pushed (at Ledger)"))
        let first = frame.lines.firstIndex { $0.contains("⚠ dismiss-on-pushed-host") }!
        #expect(
            frame.line(first).contains(
                "│   ⚠ dismiss-on-pushed-host — dismiss did nothing on a pushed host (at Ledger │"))
        #expect(frame.line(first + 1).contains("│     > Receipts)  "))
        let y = (0..<24).first { frame.line($0).contains("⚠ navigator-unbound") }!
        let x = frame.line(y).distance(from: frame.line(y).startIndex, to: frame.line(y).firstIndex(of: "⚠")!)
        #expect(frame[x, y].style.foreground == Palette.dark.warning)
    }

    @Test func aLongDiagnosticWrapsUnderItsFirstLineInTheSidePanel() {
        let (w, nav) = window(Size(width: 120, height: 30))
        nav.topViewController?.recordDiagnostic(
            rule: .oneOwner, message: "the navigation controller and the NavigationStack path both hold Detail")
        w.send(.function(2))
        let lines = w.render().lines.map { String($0.suffix(44)) }
        let first = lines.firstIndex { $0.contains("⚠ one-owner") }!
        #expect(lines[first] == "│   ⚠ one-owner — the navigation           │")
        #expect(lines[first + 1] == "│     controller and the NavigationStack   │")
        #expect(lines[first + 2] == "│     path both hold Detail (at Ledger)    │")
    }

    @Test func ownerMarksTakeBlankCellsAndKeepTheTextAndItsWordGaps() {
        let (w, nav) = window(Size(width: 120, height: 30))
        w.send(.function(2))
        let frame = w.render()
        #expect(frame.line(0).hasPrefix("┌──────────────────────────────────Ledger"))
        #expect(frame.line(28).hasPrefix("└─────"))
        #expect(frame[0, 5].character == "│")
        #expect(frame[0, 5].style.foreground == OwnershipRole.imperative.color(for: .dark))
        #expect(frame.contains("Owners  │ imperative"))
        nav.topViewController?.navigationItem.title = "Two words"
        #expect(w.render().line(0).contains("─Two words─"))
    }

    /// Imperative and hosted are always named (the tree shows every controller's kind in
    /// their colours); the other owners only when on screen.
    @Test func theLegendNamesTheKindsAndTheOwnersOnScreenAndWrapsWhenNarrow() {
        let (w, _) = window(Size(width: 120, height: 30))
        let all = OwnershipRole.allCases.enumerated().map {
            Window.OwnerRegion(role: $1, rect: Rect(x: $0, y: 0, width: 1, height: 1))
        }
        #expect(
            w.ownerLegend(all, width: 40).map(\.text) == [
                "Owners  │ imperative  ║ hosted",
                "        ┃ child host  ¦ hosted cell",
                "        ▌ representable",
            ])
        #expect(w.ownerLegend(Array(all.prefix(2)), width: 72).map(\.text) == ["Owners  │ imperative  ║ hosted"])
        #expect(w.ownerLegend([], width: 72).map(\.text) == ["Owners  │ imperative  ║ hosted"])
        #expect(w.ownerLegend([all[4]], width: 72).map(\.text) == ["Owners  │ imperative  ║ hosted  ▌ representable"])
    }
}
