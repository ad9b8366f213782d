import Foundation
import Replay
import Screens
import Terminal

/// `seam replay SCRIPT... [options]` (SPEC §2): reads and parses every script first, and
/// checks each one's app options; any problem is reported for all scripts at once, exit 2,
/// nothing run. Then each script runs; `--matrix` runs each under all sixteen trait
/// combinations and prints a summary line per combination.
@MainActor
enum ReplayCommand {
    /// The replay options of the command line.
    struct Arguments {
        var options = ReplayRunner.Options()
        var paths: [String] = []
        var matrix = false
        var timing = false
    }

    static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
        let parsed: Arguments
        switch parse(arguments) {
        case .failure(let e): return Command.fail(e.message)
        case .success(let a): parsed = a
        }
        var options = parsed.options
        if let record = environment["SEAM_RECORD"], !record.isEmpty, record != "0" { options.recordSnapshots = true }
        guard let scripts = load(parsed.paths, appArguments: options.appArguments) else { return 2 }

        let clock = ContinuousClock()
        let start = clock.now
        var timing = ReplayTiming()
        var status: Int32 = 0
        for script in scripts {
            for combination in parsed.matrix ? TraitCombination.matrix.map(Optional.some) : [nil] {
                options.combination = combination
                let runner = ReplayRunner(options: options) { try LedgerApp.make(arguments: $0, size: $1) }
                let outcome = runner.run(script)
                timing.add(outcome)
                status = max(status, outcome.exitCode)
                if let combination { print(summary(script, combination, outcome)) }
            }
        }
        if parsed.timing {
            let elapsed = (clock.now - start).components
            let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            FileHandle.standardError.write(Data((timing.line(seconds: seconds) + "\n").utf8))
        }
        return status
    }

    /// `SCRIPT dark-80-large-leftToRight: ok`, `… failed at line 7`, `… ok, recorded 2 goldens`.
    static func summary(_ script: Script, _ combination: TraitCombination, _ outcome: ReplayOutcome) -> String {
        var result = outcome.failedLine.map { "failed at line \($0)" } ?? (outcome.exitCode == 0 ? "ok" : "not run")
        if !outcome.recordedGoldens.isEmpty {
            let n = outcome.recordedGoldens.count
            result += ", recorded \(n) golden\(n == 1 ? "" : "s")"
        }
        return "\(script.path) \(combination.name): \(result)"
    }

    struct Failure: Error { var message: String }

    static func parse(_ arguments: [String]) -> Result<Arguments, Failure> {
        var a = Arguments()
        var finalState = false
        var i = 0
        /// The word after the option, consumed.
        func value() -> String? {
            guard i + 1 < arguments.count else { return nil }
            i += 1
            return arguments[i]
        }
        while i < arguments.count {
            let word = arguments[i]
            switch word {
            case "--state": finalState = true
            case "--frames": a.options.printFrames = true
            case "--events": a.options.printEvents = true
            case "--record-snapshots": a.options.recordSnapshots = true
            case "--timing": a.timing = true
            case "--matrix": a.matrix = true
            case "--size":
                guard let text = value(), let size = ScriptParser.size(text) else {
                    return .failure(Failure(message: "--size needs COLUMNSxROWS from 1x1 to \(ScriptParser.sizeLimit)x\(ScriptParser.sizeLimit), e.g. 80x24"))
                }
                a.options.size = size
            case "--invoices", "--tab":
                guard let text = value() else { return .failure(Failure(message: "\(word) needs a value")) }
                a.options.appArguments += [word, text]
            default:
                if word.hasPrefix("-") { return .failure(Failure(message: "unknown replay option '\(word)'")) }
                a.paths.append(word)
            }
            i += 1
        }
        if a.paths.isEmpty { return .failure(Failure(message: "replay needs at least one SCRIPT")) }
        if a.matrix && (finalState || a.options.printFrames) {
            return .failure(Failure(message: "--matrix prints a summary line per combination; it does not combine with --state or --frames"))
        }
        a.options.finalOutput = a.matrix ? .nothing : finalState ? .state : a.options.printFrames ? .nothing : .frame
        return .success(a)
    }

    /// Reads and parses every script and checks its app options; prints every problem and
    /// returns nil if there is any.
    static func load(_ paths: [String], appArguments: [String]) -> [Script]? {
        var scripts: [Script] = []
        var problems: [String] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                problems.append("seam: cannot read \(path)")
                continue
            }
            switch ScriptParser.parse(data, path: path) {
            case .failure(let e): problems.append(e.description)
            case .success(let script):
                if case .failure(let e) = AppOptions.parse(script.arguments + appArguments) {
                    problems.append("seam: \(path): \(e.message)")
                } else {
                    scripts.append(script)
                }
            }
        }
        guard problems.isEmpty else {
            FileHandle.standardError.write(Data(problems.map { $0 + "\n" }.joined().utf8))
            return nil
        }
        return scripts
    }
}
