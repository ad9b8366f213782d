import Foundation
import Testing
import TestSupport

/// Runs every `.replay` script under `Tests/`: one test case per script. Scripts in a
/// `Matrix/` folder run under all sixteen trait combinations, as `seam replay --matrix`.
@MainActor
@Suite struct AllReplaysTests {
    @Test(arguments: ReplayHarness.allScripts())
    func replayPasses(script: String) {
        var harness = ReplayHarness()
        harness.run(path: ReplayHarness.testsDirectory.appendingPathComponent(script).path,
                    matrix: script.contains("/Matrix/"))
        #expect(harness.exitCode == 0, "\(script):\n\(harness.errors.joined(separator: "\n"))")
    }

    @Test func thereAreReplaysToRun() {
        #expect(ReplayHarness.allScripts().count >= 3)
    }
}
