import Foundation
import Replay
import Testing
import AppTestSupport

/// Runs every `.replay` script under `Tests/`: one test case per script. Scripts in a
/// `Matrix/` folder run under all sixteen trait combinations, as `seam replay --matrix`.
/// A missing golden fails, as it fails `seam replay`; `SEAM_RECORD=1 make test` records and
/// re-records every golden, as `--record-snapshots` does.
@MainActor
@Suite struct AllReplaysTests {
    @Test(arguments: ReplayHarness.allScripts())
    func replayPasses(script: String) {
        var options = ReplayRunner.Options()
        options.recordSnapshots =
            ProcessInfo.processInfo.environment["SEAM_RECORD"].map { !$0.isEmpty && $0 != "0" } ?? false
        var harness = ReplayHarness(options: options)
        harness.run(
            path: ReplayHarness.testsDirectory.appendingPathComponent(script).path,
            matrix: script.contains("/Matrix/"))
        #expect(harness.exitCode == 0, "\(script):\n\(harness.errors.joined(separator: "\n"))")
    }

    @Test func thereAreReplaysToRun() {
        #expect(ReplayHarness.allScripts().count >= 3)
    }
}
