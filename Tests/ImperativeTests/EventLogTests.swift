import Testing
import Rules
import Terminal
@testable import Imperative

/// Every event renders as the transcript line golden files hold (docs/replay.md lists them).
@MainActor
@Suite struct EventLogTests {
    @Test(arguments: [
        (EventLog.Event.viewWillAppear("LedgerViewController"), "viewWillAppear LedgerViewController"),
        (.viewIsAppearing("TabBarController"), "viewIsAppearing TabBarController"),
        (.viewDidAppear("NavigationController"), "viewDidAppear NavigationController"),
        (
            .viewWillDisappear("HostingController<InvoiceDetailView>"),
            "viewWillDisappear HostingController<InvoiceDetailView>"
        ),
        (.viewDidDisappear("LedgerViewController"), "viewDidDisappear LedgerViewController"),
        (.traitCollectionDidChange("LedgerViewController"), "traitCollectionDidChange LedgerViewController"),
        (.push("Invoice #00003"), "push Invoice #00003"),
        (.pop("Invoice #00003"), "pop Invoice #00003"),
        (.popToRoot("Ledger"), "popToRoot Ledger"),
        (.setViewControllers(["Ledger", "Invoice #00003"]), "setViewControllers Ledger, Invoice #00003"),
        (.present("Export", style: .sheet), "present Export (sheet)"),
        (.present("Export", style: .fullScreen), "present Export (fullScreen)"),
        (.dismiss("Export"), "dismiss Export"),
        (.tab("Account"), "tab Account"),
        (.resize(Size(width: 120, height: 40)), "resize 120x40"),
        (.traits([.horizontalSizeClass: "regular"]), "traits horizontalSizeClass=regular"),
        (.diagnostic(.oneOwner, at: "Ledger > Receipts"), "diagnostic one-owner at Ledger > Receipts"),
        (.announcement("Added Invoice #01001"), "announcement Added Invoice #01001"),
        (.helpShown, "help shown"),
        (.helpClosed, "help closed"),
        (.inspectorShown, "inspector shown"),
        (.inspectorClosed, "inspector closed"),
        (
            .observersStillScheduled(rounds: 100, owners: ["ViewController", "Ledger"]),
            "engine: model observers still scheduled after 100 rounds: ViewController, Ledger"
        ),
        (
            .stoppedUpdating("cell content", rounds: 64, pending: ["Text", "Toggle"]),
            "engine: cell content stopped updating after 64 rounds; still invalidated: Text, Toggle"
        ),
        (
            .mainQueueStillBusy(passes: 100),
            "engine: the main queue still had work after 100 passes: work that keeps queueing more work"
        ),
        (.note("lesson run one-owner wrong way"), "lesson run one-owner wrong way"),
    ])
    func eachEventRendersAsItsTranscriptLine(event: EventLog.Event, line: String) {
        #expect(event.description == line)
    }

    /// The changed traits are listed in the traits' own order, whatever order they come in.
    @Test func traitsAreListedInTheirOwnOrder() {
        let event = EventLog.Event.traits([
            .dynamicTypeSize: "large", .colorScheme: "dark", .accessibilityReduceMotion: "on",
        ])
        #expect(event.description == "traits colorScheme=dark dynamicTypeSize=large accessibilityReduceMotion=on")
    }

    @Test func theLogKeepsEventsAndHandsOnTheirLines() {
        let log = EventLog()
        var printed: [String] = []
        log.onRecord = { printed.append($0) }
        log.record(.push("Invoice #00003"))
        log.record(.helpShown)
        #expect(log.entries == [.push("Invoice #00003"), .helpShown])
        #expect(log.lines == ["push Invoice #00003", "help shown"])
        #expect(printed == log.lines)
    }

    /// A window's own events come out as the lines they always were.
    @Test func aWindowRecordsResizeAndTraitsAsLines() {
        let w = Window(size: Size(width: 60, height: 20))
        w.resize(to: Size(width: 120, height: 40))
        #expect(w.events.lines.contains("resize 120x40"))
        #expect(w.events.lines.contains("traits horizontalSizeClass=regular verticalSizeClass=regular"))
    }
}
