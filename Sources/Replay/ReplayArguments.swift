import Terminal
import JSONText

/// The command line of `seam replay` (docs/replay.md): scripts and options, checked before any
/// script is read. `parse` returns the message for `seam: …` (exit 2) when unusable.
public struct ReplayArguments: Sendable {
    /// How each script runs and what it prints.
    public var options = ReplayRunner.Options()
    /// The scripts, in order; `-` is standard input.
    public var paths: [String] = []
    /// `--matrix`: each script under the sixteen trait combinations.
    public var matrix = false
    /// `--timing`: one JSON line of figures on stderr.
    public var timing = false
    /// `--junit FILE`: where to write the JUnit XML report of the runs.
    public var junitPath: String?
    /// `--terminal TERM`, repeatable: each script also runs through a terminal emulator under
    /// each of these terminal types, and its screen is compared with the replay's frames.
    public var terminals: [String] = []

    public init() {}

    /// Reads `arguments` (after `replay`); `environment` supplies `SEAM_RECORD`. A path `-`
    /// is a script read from standard input.
    public static func parse(_ arguments: [String], environment: [String: String] = [:]) -> Result<
        ReplayArguments, ReplayArgumentsError
    > {
        var a = ReplayArguments()
        var finalState = false
        var i = 0
        func fail(_ message: String) -> Result<ReplayArguments, ReplayArgumentsError> {
            .failure(ReplayArgumentsError(message: message))
        }
        while i < arguments.count {
            let word = arguments[i]
            let next = i + 1 < arguments.count ? arguments[i + 1] : nil
            switch word {
            case "--state": finalState = true
            case "--frames": a.options.printFrames = true
            case "--events": a.options.printEvents = true
            case "--record-snapshots": a.options.recordSnapshots = true
            case "--timing": a.timing = true
            case "--matrix": a.matrix = true
            case "--size":
                guard let next, let size = ScriptParser.size(next) else {
                    let limit = ScriptParser.sizeLimit
                    return fail(
                        "--size needs COLUMNSxROWS from 1x1 to \(limit)x\(limit), "
                            + "e.g. 80x24\(next.map { ", not '\($0)'" } ?? "")"
                    )
                }
                a.options.size = size
                i += 1
            case "--junit":
                guard let next, !next.hasPrefix("-") else { return fail("--junit needs a FILE to write the report to") }
                a.junitPath = next
                i += 1
            case "--svg-colors":
                guard let next, let n = Int(next), let depth = ColorDepth(rawValue: n) else {
                    return fail("--svg-colors needs 256, 16, 8 or 0\(next.map { ", not '\($0)'" } ?? "")")
                }
                a.options.svgColorDepth = depth
                i += 1
            case "--terminal":
                guard let next, !next.hasPrefix("-"), !next.isEmpty else {
                    return fail("--terminal needs a terminal type, e.g. --terminal xterm")
                }
                a.terminals.append(next)
                i += 1
            case "--svg":
                guard let next, !next.hasPrefix("-") else { return fail("--svg needs a DIR to write the pictures to") }
                a.options.svgDirectory = next
                i += 1
            case "-":
                if a.paths.contains("-") { return fail("- (a script from standard input) can be given once") }
                a.paths.append(word)
            case "--invoices", "--tab", "--lesson", "--exercises":
                guard let next else { return fail("\(word) needs a value") }
                a.options.appArguments += [word, next]
                i += 1
            default:
                if word.hasPrefix("-") { return fail("unknown replay option '\(word)'") }
                a.paths.append(word)
            }
            i += 1
        }
        if a.paths.isEmpty { return fail("replay needs at least one SCRIPT") }
        if a.matrix && (finalState || a.options.printFrames) {
            return fail("--matrix prints a summary line per combination; it does not combine with --state or --frames")
        }
        if a.matrix && !a.terminals.isEmpty {
            return fail(
                "--terminal runs the app in a terminal with the system's settings; it does not combine with --matrix")
        }
        if ReplayRunner.recordModeRequested(by: environment) { a.options.recordSnapshots = true }
        a.options.finalOutput =
            a.matrix || !a.terminals.isEmpty
            ? .nothing : finalState ? .state : a.options.printFrames ? .nothing : .frame
        return .success(a)
    }
}

/// Why a `seam replay` command line is unusable; printed as `seam: MESSAGE`.
public struct ReplayArgumentsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, without the `seam: ` prefix.
    public var message: String
    public var description: String { message }
}
