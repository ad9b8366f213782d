import Foundation
import Replay
import Terminal
import Testing
import AppTestSupport

/// Runs `source` against the Ledger app (or `factory`) and returns the harness.
@MainActor
private func replay(
    _ source: String, options: ReplayRunner.Options = ReplayRunner.Options(),
    factory: ReplayAppFactory? = nil
) -> ReplayHarness {
    var harness = factory.map { ReplayHarness(options: options, factory: $0) } ?? ReplayHarness(options: options)
    harness.run(source: source, path: "t.replay")
    return harness
}

/// The first error line of a run that must fail with exit 1, after checking that the frame follows it.
@MainActor
private func failure(
    _ source: String, factory: ReplayAppFactory? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> String {
    let h = replay(source, factory: factory)
    #expect(h.exitCode == 1, sourceLocation: sourceLocation)
    #expect(h.output.isEmpty, "a failed run prints no final frame", sourceLocation: sourceLocation)
    #expect(h.errors.count == 2, "the message, then the frame", sourceLocation: sourceLocation)
    #expect(h.errors.last?.contains("q quit") == true, sourceLocation: sourceLocation)
    return h.errors.first ?? ""
}

@MainActor
@Suite struct ExpectationTests {
    private let detail = "press Down Down Enter\n"

    @Test func titleDepthAndKindHoldOnTheDetail() {
        let h = replay(detail + "expect title \"Invoice #00003\"\nexpect depth 2\nexpect kind hosted\n")
        #expect(h.exitCode == 0)
        #expect(h.errors.isEmpty)
    }

    @Test func aWrongTitleNamesTheLineAndBothTitles() {
        #expect(
            failure(detail + "expect title Ledger\n") == "t.replay:2: expected title \"Ledger\", got \"Invoice #00003\""
        )
    }

    @Test func aWrongDepthFails() {
        #expect(failure("expect depth 2\n") == "t.replay:1: expected depth \"2\", got \"1\"")
    }

    @Test func aWrongKindFails() {
        #expect(failure("expect kind hosted\n") == "t.replay:1: expected kind \"hosted\", got \"imperative\"")
    }

    @Test func aWrongTabFails() {
        #expect(replay("expect tab Ledger\n").exitCode == 0)
        #expect(failure("expect tab Account\n") == "t.replay:1: expected tab \"Account\", got \"Ledger\"")
    }

    @Test func presentedNoneHoldsAndASheetFails() {
        #expect(replay("expect presented none\n").exitCode == 0)
        #expect(failure("expect presented sheet\n") == "t.replay:1: expected presented \"sheet\", got \"none\"")
    }

    @Test func screenContainsAndLacks() {
        #expect(replay(detail + "expect screen contains \"Void invoice\"\nexpect screen lacks Zebra\n").exitCode == 0)
        #expect(
            failure(detail + "expect screen contains Zebra\n")
                == "t.replay:2: expected screen to contain \"Zebra\", got a screen without it")
        #expect(
            failure(detail + "expect screen lacks Receipts\n")
                == "t.replay:2: expected screen to lack \"Receipts\", got it on screen")
    }

    @Test func envReadsTheTopHostedView() {
        #expect(
            replay(
                detail + "trait dynamicTypeSize xLarge\nexpect env dynamicTypeSize xLarge\nexpect env locale en_US\n"
            ).exitCode == 0)
        #expect(
            failure(detail + "expect env colorScheme light\n")
                == "t.replay:2: expected env colorScheme \"light\", got \"dark\"")
        #expect(
            failure("expect env colorScheme dark\n")
                == "t.replay:1: expected env colorScheme \"dark\", "
                + "got a top controller that hosts no view (LedgerViewController)"
        )
    }

    @Test func diagnosticsAreExpectedByRule() {
        #expect(replay("press d\nexpect diagnostic one-owner\n", factory: ProbeApp.factory).exitCode == 0)
        #expect(replay("expect no diagnostics\n", factory: ProbeApp.factory).exitCode == 0)
        #expect(
            failure("expect diagnostic one-owner\n", factory: ProbeApp.factory)
                == "t.replay:1: expected diagnostic one-owner, got no diagnostics")
        #expect(
            failure("press d\nexpect diagnostic dismiss-on-pushed-host\n", factory: ProbeApp.factory)
                == "t.replay:2: expected diagnostic dismiss-on-pushed-host, got one-owner")
        #expect(
            failure("press d\nexpect no diagnostics\n", factory: ProbeApp.factory)
                == "t.replay:2: expected no diagnostics, got one-owner")
    }

    @Test func theFirstFailureEndsTheRun() {
        let h = replay("expect depth 3\nexpect depth 4\n")
        #expect(h.errors.first == "t.replay:1: expected depth \"3\", got \"1\"")
        #expect(h.outcomes.first?.failedLine == 1)
    }
}

@MainActor
@Suite struct RunnerOutputTests {
    @Test func theFinalFrameIsPrintedByDefault() {
        let h = replay("press Down Down Enter\n")
        #expect(h.output.count == 1)
        #expect(h.output[0].hasPrefix(" ‹ Ledger"))
        #expect(h.outcomes.first?.keys == 3)
    }

    @Test func aQuitEndsTheRunWithTheFrameAtTheQuit() {
        let h = replay("press Down Down Enter q Escape\nexpect title Never\n")
        #expect(h.exitCode == 0)
        #expect(h.output.first?.contains("Invoice #00003") == true)
        #expect(h.outcomes.first?.keys == 4)
    }

    @Test func framesPrintsEveryLineWithItsPosition() {
        var options = ReplayRunner.Options()
        options.printFrames = true
        options.finalOutput = .nothing
        let h = replay("size 60x20\npress Down\n# a comment\nexpect depth 1\n", options: options)
        #expect(h.output.count == 6)
        #expect(h.output[0] == "── t.replay:1: size 60x20")
        #expect(h.output[2] == "── t.replay:2: press Down")
        #expect(h.output[4] == "── t.replay:4: expect depth 1")
        #expect(h.output[1].split(separator: "\n", omittingEmptySubsequences: false).count == 20)
    }

    @Test func stateIsOneJSONDocumentWithEverySpecField() throws {
        var options = ReplayRunner.Options()
        options.finalOutput = .state
        let h = replay("size 100x30\nargs --invoices 42\npress Down Down Enter F3\n", options: options)
        #expect(h.output.count == 1)
        let json = try #require(JSONSerialization.jsonObject(with: Data(h.output[0].utf8)) as? [String: Any])
        #expect(
            Set(json.keys) == ["size", "traits", "tab", "stack", "presented", "top", "focus", "diagnostics", "model"])
        #expect(json["size"] as? [String: Int] == ["columns": 100, "rows": 30])
        let traits = try #require(json["traits"] as? [String: String])
        #expect(traits["colorScheme"] == "light")
        #expect(traits["horizontalSizeClass"] == "regular")
        #expect((json["stack"] as? [[String: String]])?.map { $0["title"] } == ["Ledger", "Invoice #00003"])
        let top = try #require(json["top"] as? [String: Any])
        #expect((top["environment"] as? [String: String])?["colorScheme"] == "light")
        #expect(json["focus"] as? String == "Receipts")
        #expect(json["model"] as? [String: Int] == ["invoices": 42, "voided": 0])
    }

    @Test func eventsPrintTheTranscriptAsItGrows() {
        var options = ReplayRunner.Options()
        options.printEvents = true
        let h = replay("press Down Enter\nresize 120x30\n", options: options)
        #expect(h.output.first == "viewWillAppear TabBarController")
        #expect(h.output.contains("push Invoice #00002"))
        #expect(h.output.contains("resize 120x30"))
        #expect(h.output.contains("traits horizontalSizeClass=regular"))
        #expect(h.output.last?.contains("Invoice #00002") == true, "the final frame comes last")
    }

    @Test func eventsJoinTheStateDumpInsteadOfStdout() {
        var options = ReplayRunner.Options()
        options.printEvents = true
        options.finalOutput = .state
        let h = replay("press Enter\n", options: options)
        #expect(h.output.count == 1)
        #expect(h.output[0].contains("\"events\": [\n    \"viewWillAppear TabBarController\""))
    }

    @Test func commandLineOptionsWinOverTheScript() {
        var options = ReplayRunner.Options()
        options.size = Size(width: 50, height: 15)
        options.appArguments = ["--invoices", "7"]
        options.finalOutput = .state
        let h = replay("size 80x24\nargs --invoices 3\n", options: options)
        #expect(h.output[0].contains("\"columns\": 50"))
        #expect(h.output[0].contains("\"invoices\": 7"))
    }

    @Test func unusableAppOptionsStopTheRunWithExit2() {
        let h = replay("args --nope\n", factory: ProbeApp.factory)
        #expect(h.exitCode == 2)
        #expect(h.errors == ["t.replay: unknown option '--nope'"])
        #expect(h.output.isEmpty)
    }
}
