import Foundation

/// `seam replay SCRIPT... [options]` (docs/replay.md) as a library, for `seam` and for a
/// package's own command-line tool: the arguments are read, every script (`-` for standard
/// input) is read and parsed and its app options checked before any runs — all problems of
/// all scripts, exit 2, nothing run — then each script runs against a fresh app from
/// `factory` (under sixteen trait combinations with `--matrix`), and the JUnit report is
/// written (`--junit FILE`). `run` returns the exit status: the worst of the runs.
///
/// The one rule: everything it prints goes through `output` (stdout) and `errors` (stderr),
/// and it reads only `environment` and `standardInput`, so a test can run it whole.
@MainActor
public struct ReplayCommandLine {
    /// Builds the app for each run.
    public var factory: ReplayAppFactory
    /// The app's complaint about a script's app options, or nil when they are usable.
    public var validate: ([String]) -> String?
    /// Supplies `SEAM_RECORD`.
    public var environment: [String: String] = ProcessInfo.processInfo.environment
    /// The script of the path `-`.
    public var standardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    /// The check of `--terminal TERM`, or nil when `TERM` names no terminal type this machine's
    /// terminfo knows.
    public var terminal: (_ term: String) -> ReplayTerminal? = { _ in nil }
    /// Standard output: frames, state dumps, matrix summaries, transcript lines.
    public var output: (String) -> Void = { print($0) }
    /// Standard error: problems, failed expectations, recorded goldens, `--timing`.
    public var errors: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    public init(validate: @escaping ([String]) -> String? = { _ in nil }, factory: @escaping ReplayAppFactory) {
        self.validate = validate
        self.factory = factory
    }

    /// Runs the command line `arguments` (the words after `replay`) and returns the exit status.
    public func run(_ arguments: [String]) -> Int32 {
        let parsed: ReplayArguments
        switch ReplayArguments.parse(arguments, environment: environment) {
        case .failure(let e):
            errors("seam: \(e.message)")
            return 2
        case .success(let a): parsed = a
        }
        var report = JUnitReport()
        let scripts: [Script]
        switch ScriptLoader.load(
            parsed.paths, appArguments: parsed.options.appArguments, validate: validate,
            standardInput: standardInput)
        {
        case .failure(let e):
            e.lines.forEach(errors)
            report.add(e, paths: parsed.paths)
            return max(2, write(report, to: parsed.junitPath))
        case .success(let s): scripts = s
        }
        var terminals: [ReplayTerminal] = []
        for term in parsed.terminals {
            guard let terminal = terminal(term) else {
                errors(
                    "seam: unknown terminal type '\(term)'; terminfo has no entry for it "
                        + "(install ncurses-term for more types, or use e.g. --terminal xterm-256color)"
                )
                return 2
            }
            terminals.append(terminal)
        }
        let runner = ReplayRunner(options: parsed.options, factory: factory)
        runner.output = output
        runner.errors = errors
        let clock = ContinuousClock()
        let start = clock.now
        var timing = ReplayTiming()
        var status: Int32 = 0
        for script in scripts {
            let combinations: [TraitCombination?] = parsed.matrix ? TraitCombination.matrix : [nil]
            for combination in combinations {
                let runStart = clock.now
                let outcome = combination.map { runner.runMatrix(script, combinations: [$0])[0] } ?? runner.run(script)
                report.add(outcome, seconds: Self.seconds(clock.now - runStart))
                timing.add(outcome)
                status = max(status, outcome.exitCode)
            }
            for terminal in terminals {
                let runStart = clock.now
                let (bytes, events) = (terminal.bytesWritten, terminal.events)
                runner.observer = terminal
                let outcome = runner.run(script)
                runner.observer = nil
                report.add(outcome, seconds: Self.seconds(clock.now - runStart))
                status = max(status, outcome.exitCode)
                let sent = terminal.events - events, written = terminal.bytesWritten - bytes
                output(
                    "\(outcome.exitCode == 0 ? "ok  " : "FAIL") \(script.path) through \(terminal.name): "
                        + "\(written) bytes for \(sent) events"
                        + (sent > 0 ? String(format: ", %.0f bytes an event", Double(written) / Double(sent)) : ""))
            }
        }
        for terminal in terminals where terminal.events > 0 {
            output(
                String(
                    format: "%@: %d bytes for %d events in all, %.0f bytes an event", terminal.name,
                    terminal.bytesWritten,
                    terminal.events, Double(terminal.bytesWritten) / Double(terminal.events)))
        }
        if parsed.timing {
            errors(timing.line(seconds: Self.seconds(clock.now - start)))
        }
        return max(status, write(report, to: parsed.junitPath))
    }

    /// Writes the report when `--junit` asked for one: 0, or 2 with a message when the file
    /// cannot be written.
    private func write(_ report: JUnitReport, to path: String?) -> Int32 {
        guard let path else { return 0 }
        if FileManager.default.createFile(atPath: path, contents: Data(report.xml.utf8)) { return 0 }
        errors("seam: cannot write the JUnit report to \(path)")
        return 2
    }

    private static func seconds(_ duration: Duration) -> Double {
        let c = duration.components
        return Double(c.seconds) + Double(c.attoseconds) / 1e18
    }
}
