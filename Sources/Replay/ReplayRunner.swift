import Foundation
import Imperative
import Terminal
import JSONText

/// Runs parsed scripts headless against a fresh app each, deterministically: every key
/// is routed and rendered to quiescence before the next line runs, and nothing printed
/// depends on the clock (only `ReplayOutcome.frameMicroseconds` does, for `--timing`).
/// Output goes to the `output` and `errors` sinks so tests and the command line share
/// one runner.
@MainActor
public final class ReplayRunner {
    let factory: ReplayAppFactory
    let options: Options
    /// Receives what `seam replay` prints on stdout, one chunk (a frame, a JSON document, a line) at a time.
    public var output: (String) -> Void = { print($0) }
    /// Receives what `seam replay` prints on stderr: failed expectations and recorded goldens.
    public var errors: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    /// Watches every run line by line, and may fail it (`seam replay --terminal`).
    public var observer: ReplayObserver?

    /// Fixes the system clock (`SystemClock.fix()`): a replay never reads the wall clock.
    public init(options: Options = Options(), factory: @escaping ReplayAppFactory) {
        self.options = options
        self.factory = factory
        SystemClock.fix()
    }

    /// The state of one run while its lines execute.
    @MainActor
    struct Run {
        let script: Script
        let app: any ReplayApp
        var keys = 0
        var frameMicroseconds: [Double] = []
        var recordedGoldens: [String] = []

        /// The terminal the frames are presented to, as the interactive app presents them to
        /// curses: the runs worked out inside each frame's damage are written to its screen.
        let terminal: HeadlessBackend
        /// Cells the first frame wrote: all of them.
        var firstFrameCells = 0

        init(script: Script, app: any ReplayApp) {
            self.script = script
            self.app = app
            terminal = HeadlessBackend(size: app.window.size)
        }

        var window: Window { app.window }
        /// The frame rendered last. Only the window holds it, so the next render draws over
        /// its cells in place.
        var frame: Canvas { window.renderedFrame }

        /// Renders a frame and presents it. Debug builds check the frame pipeline: what the
        /// runs left on the terminal's screen is the frame (`Window.verifiesRetainedFrames`).
        func render() {
            let frame = window.renderFrame()
            terminal.present(frame)
            guard window.verifiesRetainedFrames, terminal.screen != frame.canvas else { return }
            let rows = (0..<frame.canvas.size.height).filter { terminal.screen.line($0) != frame.canvas.line($0) }
            assertionFailure(
                "the runs presented left the screen unlike the frame (\(frame.change)), rows \(rows.prefix(4))")
        }

        func outcome(
            _ exitCode: Int32, failedLine: Int? = nil, failure: String? = nil,
            combination: String?
        ) -> ReplayOutcome {
            ReplayOutcome(
                exitCode: exitCode, keys: keys, frameMicroseconds: frameMicroseconds,
                failedLine: failedLine, recordedGoldens: recordedGoldens, script: script.path,
                combination: combination, failure: failure, frame: frame.text,
                changedCells: terminal.cellsWritten - firstFrameCells)
        }
    }

    /// Runs one script to its end, its first failed expectation, or a quit.
    public func run(_ script: Script) -> ReplayOutcome {
        let started = start(script)
        guard case .running(var run) = started else { return started.outcome! }
        defer { observer?.runEnded() }
        if let refused = observe(&run) { return refused }
        for line in script.lines {
            perform(line.command, in: &run)
            if let ended = lineEnded(line, in: &run) { return ended }
            if run.window.isQuitRequested { break }
        }
        return finish(&run)
    }

    /// A run begun, or how it ended before its first line.
    enum Start {
        case running(Run)
        case ended(ReplayOutcome)

        var outcome: ReplayOutcome? {
            if case .ended(let outcome) = self { outcome } else { nil }
        }
    }

    /// Makes the app for `script` at its size and in its trait combination, and renders the
    /// first frame.
    func start(_ script: Script) -> Start {
        var size = options.size ?? script.size ?? Size(width: 80, height: 24)
        if let combination = options.combination { size.width = combination.width }
        let app: any ReplayApp
        do {
            app = try factory(script.arguments + options.appArguments, size)
        } catch {
            let failure = "\(script.path): \(error)"
            errors(failure)
            return .ended(
                ReplayOutcome(
                    exitCode: 2, script: script.path, combination: options.combination?.name, failure: failure))
        }
        if let combination = options.combination {
            app.window.apply(combination.applied(to: app.window.settings))
        }
        if options.printEvents && options.finalOutput != .state {
            app.window.events.lines.forEach(output)
            app.window.events.onRecord = { [output] in output($0) }
        }
        var run = Run(script: script, app: app)
        run.render()
        run.firstFrameCells = run.terminal.cellsWritten
        return .running(run)
    }

    /// Tells the observer the run started: the failed outcome when it refuses the run.
    func observe(_ run: inout Run) -> ReplayOutcome? {
        let arguments = run.script.arguments + options.appArguments
        guard
            let failure = observer?.runStarted(
                run.script, arguments: arguments, size: run.window.size, window: run.window)
        else { return nil }
        let message = "\(run.script.path): \(failure)"
        errors(message)
        return run.outcome(1, failure: message, combination: options.combination?.name)
    }

    /// Checks a performed line's expectations and prints its frame when asked: the failed
    /// outcome when an expectation or the observer fails.
    func lineEnded(_ line: ScriptLine, in run: inout Run) -> ReplayOutcome? {
        if let failure = check(line.command, in: &run) ?? observer?.linePerformed(line, window: run.window) {
            let message = "\(run.script.path):\(line.number): \(failure)"
            errors(message)
            errors(run.frame.text)
            return run.outcome(1, failedLine: line.number, failure: message, combination: options.combination?.name)
        }
        if options.printFrames {
            output("── \(run.script.path):\(line.number): \(line.text)")
            output(run.frame.text)
        }
        return nil
    }

    /// Prints the final output and ends the run: a failure when goldens were recorded.
    func finish(_ run: inout Run) -> ReplayOutcome {
        let script = run.script
        switch options.finalOutput {
        case .frame: output(run.frame.text)
        case .state: output(StateDump.make(run.app, includeEvents: options.printEvents).pretty())
        case .nothing: break
        }
        if !run.recordedGoldens.isEmpty {
            let n = run.recordedGoldens.count
            let message =
                "\(script.path): recorded \(n) golden file\(n == 1 ? "" : "s"): read \(n == 1 ? "it" : "them"), "
                + "then run again without --record-snapshots or SEAM_RECORD"
            errors(message)
            return run.outcome(1, failure: message, combination: options.combination?.name)
        }
        return run.outcome(0, combination: options.combination?.name)
    }

    /// Runs the input commands (keys, resize, trait); expectations and goldens do nothing here.
    func perform(_ command: ScriptCommand, in run: inout Run) {
        let window = run.window
        switch command {
        case .press, .type:
            for key in command.keys where !window.isQuitRequested {
                window.send(key)
                run.keys += 1
                render(&run)
            }
        case .paste(let text):
            window.paste(text)
            render(&run)
        case .mouse(let mouse):
            window.send(mouse)
            render(&run)
        case .resize(let size):
            window.resize(to: size)
            render(&run)
        case .trait(let name, let value):
            var settings = window.settings
            _ = settings.set(name, to: value)
            window.apply(settings)
            render(&run)
        default:
            break
        }
    }

    func render(_ run: inout Run) {
        let clock = ContinuousClock()
        let start = clock.now
        run.render()
        let elapsed = (clock.now - start).components
        run.frameMicroseconds.append(Double(elapsed.seconds) * 1e6 + Double(elapsed.attoseconds) / 1e12)
    }
}
