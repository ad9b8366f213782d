import Foundation
import Replay
import Testing
import AppTestSupport

/// `seam replay` run whole, in process: a script from standard input, record mode from the
/// option or the environment, and a missing golden failing without it.
@MainActor
@Suite struct ReplayCommandLineRunTests {
    @Test func aScriptFromStandardInputRuns() {
        var harness = CommandLineHarness()
        harness.standardInput =
            "size 40x12\nargs --invoices 3\npress Down Down Enter\nexpect title \"Invoice #00003\"\n"
        #expect(harness.run(["-"]) == 0)
        #expect(harness.errors.isEmpty)
        #expect(harness.output.count == 1)
        #expect(harness.output.first?.contains("Invoice #00003") == true)
    }

    @Test func aFailureInStandardInputIsReportedAgainstStdin() {
        var harness = CommandLineHarness()
        harness.standardInput = "expect depth 2\n"
        #expect(harness.run(["-", "--state"]) == 1)
        #expect(harness.errors.first == "<stdin>:1: expected depth \"2\", got \"1\"")
        harness.standardInput = "press Dwn\n"
        #expect(harness.run(["-"]) == 2)
        #expect(harness.errors.last == "<stdin>:1:7: unknown key \"Dwn\"")
    }

    @Test func standardInputCanBeReadOnce() {
        var harness = CommandLineHarness()
        #expect(harness.run(["-", "-"]) == 2)
        #expect(harness.errors == ["seam: - (a script from standard input) can be given once"])
    }

    @Test func standardInputRunsBesideFilesInOrder() throws {
        let dir = try CommandLineHarness.temporaryDirectory()
        let file = dir.appendingPathComponent("a.replay").path
        try "press 2\nexpect tab Account\n".write(toFile: file, atomically: true, encoding: .utf8)
        var harness = CommandLineHarness()
        harness.standardInput = "expect tab Ledger\n"
        #expect(harness.run([file, "-", "--state"]) == 0)
        #expect(harness.output.count == 2)
        #expect(harness.output.first?.contains("\"tab\": \"Account\"") == true)
        #expect(harness.output.last?.contains("\"tab\": \"Ledger\"") == true)
    }

    /// `args --lesson ID` is an app option like any other: an unknown id is refused, with the
    /// closest one, before any script runs.
    @Test func aScriptNamingAnUnknownLessonIsRefusedBeforeAnythingRuns() throws {
        let dir = try CommandLineHarness.temporaryDirectory()
        let good = dir.appendingPathComponent("good.replay").path, bad = dir.appendingPathComponent("bad.replay").path
        try "args --lesson cell-state-reuse\nexpect title \"cell-state-reuse · wrong way\"\n".write(
            toFile: good, atomically: true, encoding: .utf8)
        try "args --lesson cell-stat-reuse\n".write(toFile: bad, atomically: true, encoding: .utf8)
        var harness = CommandLineHarness()
        #expect(harness.run([good]) == 0)
        harness.output = []
        #expect(harness.run([good, bad]) == 2)
        #expect(harness.errors == ["seam: \(bad): unknown lesson 'cell-stat-reuse'; did you mean 'cell-state-reuse'?"])
        #expect(harness.output.isEmpty)
    }

    /// A script whose one snapshot has no golden yet, in a fresh directory.
    private func snapshotScript() throws -> (script: String, golden: String) {
        let dir = try CommandLineHarness.temporaryDirectory()
        let script = dir.appendingPathComponent("s.replay").path
        try "size 40x12\nsnapshot ledger\n".write(toFile: script, atomically: true, encoding: .utf8)
        return (script, dir.appendingPathComponent("__Snapshots__/ledger.txt").path)
    }

    @Test func aMissingGoldenFailsWithoutRecordMode() throws {
        let (script, golden) = try snapshotScript()
        var harness = CommandLineHarness()
        #expect(harness.run([script]) == 1)
        #expect(
            harness.errors.first?.hasPrefix(
                "\(script):2: expected snapshot to match its golden, got no golden file \(golden), ") == true)
        #expect(
            harness.errors.first?.hasSuffix("record it with --record-snapshots or SEAM_RECORD=1, then read it") == true)
        #expect(!FileManager.default.fileExists(atPath: golden))
        harness.environment = ["SEAM_RECORD": "0"]
        #expect(harness.run([script]) == 1, "SEAM_RECORD=0 is not record mode")
    }

    @Test func recordSnapshotsRecordsAMissingGoldenAndTheNextRunMatchesIt() throws {
        let (script, golden) = try snapshotScript()
        var harness = CommandLineHarness()
        #expect(harness.run([script, "--record-snapshots"]) == 1, "a run that records fails, to be run again")
        #expect(harness.errors.first == "\(script): recorded snapshot \(golden)")
        #expect(
            harness.errors.last
                == "\(script): recorded 2 golden files: read them, "
                + "then run again without --record-snapshots or SEAM_RECORD"
        )
        var unchanged = CommandLineHarness()
        #expect(unchanged.run([script, "--record-snapshots"]) == 0, "goldens that already match are not written")
        #expect(unchanged.errors.isEmpty)
        #expect(try String(contentsOfFile: golden, encoding: .utf8).hasPrefix("# 40x12 Ledger\n"))
        var again = CommandLineHarness()
        #expect(again.run([script]) == 0)
        #expect(again.errors.isEmpty)
    }

    @Test func seamRecordInTheEnvironmentRecordsToo() throws {
        let (script, golden) = try snapshotScript()
        var harness = CommandLineHarness()
        harness.environment = ["SEAM_RECORD": "1"]
        #expect(harness.run([script]) == 1)
        #expect(FileManager.default.fileExists(atPath: golden))
    }
}
