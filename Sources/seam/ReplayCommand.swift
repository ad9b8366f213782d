import Foundation
import Replay
import Screens
import Terminal

/// `seam replay SCRIPT... [options]`: parses every script first (all errors of all
/// scripts, exit 2, nothing run), then runs each.
@MainActor
enum ReplayCommand {
    static func run(_ arguments: [String]) -> Int32 {
        var options = ReplayRunner.Options()
        var paths: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "--state": options.printState = true
            case "--frames": options.printFrames = true
            case "--record-snapshots": options.recordSnapshots = true
            case "--size":
                guard i + 1 < arguments.count, let s = ScriptParser.size(arguments[i + 1]) else {
                    return Command.fail("--size needs COLUMNSxROWS, e.g. 80x24")
                }
                options.size = s
                i += 1
            default:
                if a.hasPrefix("-") { return Command.fail("unknown replay option '\(a)'") }
                paths.append(a)
            }
            i += 1
        }
        if ProcessInfo.processInfo.environment["SEAM_RECORD"].map({ !$0.isEmpty && $0 != "0" }) == true {
            options.recordSnapshots = true
        }
        guard !paths.isEmpty else { return Command.fail("replay needs at least one SCRIPT") }
        var scripts: [Script] = []
        var failed = false
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("seam: cannot read \(path)\n".utf8))
                failed = true
                continue
            }
            switch ScriptParser.parse(data, path: path) {
            case .success(let s): scripts.append(s)
            case .failure(let e):
                FileHandle.standardError.write(Data((e.description + "\n").utf8))
                failed = true
            }
        }
        if failed { return 2 }
        let runner = ReplayRunner(options: options) { try LedgerApp.make(arguments: $0, size: $1) }
        var status: Int32 = 0
        for script in scripts {
            status = max(status, runner.run(script).exitCode)
        }
        return status
    }
}
