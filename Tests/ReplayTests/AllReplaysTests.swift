import Foundation
import Replay
import Testing
import AppTestSupport

/// Runs every `.replay` script under `Tests/`: one test case per script. Scripts in a
/// `Matrix/` folder run under all sixteen trait combinations, as `seam replay --matrix`.
/// A missing golden fails, as it fails `seam replay`; `SEAM_RECORD=1 make test` records every
/// golden that is missing or differs, as `--record-snapshots` does, and fails those scripts'
/// tests until a run that compares.
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

    /// Goldens live in one `__Snapshots__` folder per script folder, named by the script's
    /// `snapshot`/`transcript` name: two scripts of a folder using one name would overwrite
    /// each other's golden, so every name is used once per folder.
    @Test func everyGoldenNameIsUsedOncePerFolder() throws {
        var owner: [String: String] = [:]
        var clashes: [String] = []
        for script in ReplayHarness.allScripts() {
            let path = ReplayHarness.testsDirectory.appendingPathComponent(script).path
            let loaded = try ScriptLoader.load([path]).get()
            let folder = (script as NSString).deletingLastPathComponent
            for line in loaded.flatMap(\.lines) {
                let golden: String
                switch line.command {
                case .snapshot(let name): golden = "\(folder)/__Snapshots__/\(name).txt"
                case .transcript(let name): golden = "\(folder)/__Snapshots__/\(name).events.txt"
                default: continue
                }
                if let first = owner[golden], first != "\(script):\(line.number)" {
                    clashes.append("\(golden): \(first) and \(script):\(line.number)")
                }
                owner[golden] = owner[golden] ?? "\(script):\(line.number)"
            }
        }
        #expect(clashes.isEmpty, "\(clashes.joined(separator: "\n"))")
        #expect(owner.count > 50)
    }

    @Test func thereAreReplaysToRun() {
        #expect(ReplayHarness.allScripts().count >= 3)
    }
}
