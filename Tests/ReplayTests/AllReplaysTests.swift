import Foundation
import Testing
import TestSupport

/// Runs every `.replay` script under `Tests/`: one test case per script.
@MainActor
@Suite struct AllReplaysTests {
    @Test(arguments: ReplayHarness.allScripts())
    func replayPasses(script: String) {
        var harness = ReplayHarness()
        harness.run(path: ReplayHarness.testsDirectory.appendingPathComponent(script).path)
        #expect(harness.exitCode == 0, "\(script):\n\(harness.errors.joined(separator: "\n"))")
    }

    @Test func thereAreReplaysToRun() {
        #expect(ReplayHarness.allScripts().count >= 3)
    }
}
