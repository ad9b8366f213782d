import Foundation
import Replay
import Screens

/// `seam replay SCRIPT... [options]` (docs/replay.md): every script is read and parsed, and its
/// app options checked, before any runs — all problems of all scripts, exit 2, nothing
/// run. Then each script runs against a fresh Ledger app (under all sixteen trait
/// combinations with `--matrix`); the exit status is the worst of the runs.
@MainActor
enum ReplayCommand {
    static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
        let parsed: ReplayArguments
        switch ReplayArguments.parse(arguments, environment: environment) {
        case .failure(let e): return Command.fail(e.message)
        case .success(let a): parsed = a
        }
        let loaded = ScriptLoader.load(parsed.paths, appArguments: parsed.options.appArguments) { words in
            if case .failure(let e) = AppOptions.parse(words) { return e.message }
            return nil
        }
        let scripts: [Script]
        switch loaded {
        case .failure(let e):
            FileHandle.standardError.write(Data(e.lines.map { $0 + "\n" }.joined().utf8))
            return 2
        case .success(let s): scripts = s
        }
        let runner = ReplayRunner(options: parsed.options) { try LedgerApp.make(arguments: $0, size: $1) }
        let clock = ContinuousClock()
        let start = clock.now
        var timing = ReplayTiming()
        var status: Int32 = 0
        for script in scripts {
            for outcome in parsed.matrix ? runner.runMatrix(script) : [runner.run(script)] {
                timing.add(outcome)
                status = max(status, outcome.exitCode)
            }
        }
        if parsed.timing {
            let elapsed = (clock.now - start).components
            let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            FileHandle.standardError.write(Data((timing.line(seconds: seconds) + "\n").utf8))
        }
        return status
    }
}
