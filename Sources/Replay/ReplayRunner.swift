import Foundation
import Hosting
import Imperative
import Terminal

/// Runs parsed scripts headless against a fresh app each, deterministically: every key
/// is routed and rendered to quiescence before the next line runs. Output goes to the
/// `output` and `errors` sinks so tests and the command line share one runner.
@MainActor
public final class ReplayRunner {
    public struct Options: Sendable {
        public var size: Size?
        public var printState = false
        public var printFrames = false
        public var recordSnapshots = false
        public init() {}
    }

    /// How a run ended: 0 every expectation held, 1 one failed.
    public struct Outcome: Sendable {
        public var exitCode: Int32
        public var keys: Int
        public var frameMicroseconds: [Double]
    }

    private let factory: ReplayAppFactory
    private let options: Options
    public var output: (String) -> Void = { print($0) }
    public var errors: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    public init(options: Options, factory: @escaping ReplayAppFactory) {
        self.options = options
        self.factory = factory
    }

    /// Runs one script to its end (or its first failed expectation, or a quit).
    public func run(_ script: Script) -> Outcome {
        let size = script.size ?? options.size ?? Size(width: 80, height: 24)
        let app: any ReplayApp
        do {
            app = try factory(script.arguments, size)
        } catch {
            errors("\(script.path): \(error)")
            return Outcome(exitCode: 2, keys: 0, frameMicroseconds: [])
        }
        let window = app.window
        var frame = window.render()
        var keys = 0
        var frameTimes: [Double] = []
        let clock = ContinuousClock()
        func render() {
            let start = clock.now
            frame = window.render()
            let d = clock.now - start
            frameTimes.append(Double(d.components.attoseconds) / 1e12 + Double(d.components.seconds) * 1e6)
        }
        func fail(_ line: ScriptLine, _ message: String) -> Outcome {
            errors("\(script.path):\(line.number): \(message)")
            errors(frame.text)
            return Outcome(exitCode: 1, keys: keys, frameMicroseconds: frameTimes)
        }
        for line in script.lines {
            switch line.command {
            case .size, .args:
                break
            case .press, .type:
                for key in line.command.keys where !window.isQuitRequested {
                    window.send(key)
                    keys += 1
                    render()
                }
            case .resize(let s):
                window.resize(to: s)
                render()
            case .trait(let name, let value):
                var settings = window.settings
                _ = settings.set(name, to: value)
                window.apply(settings)
                render()
            default:
                if let message = check(line.command, app: app, frame: frame, script: script) {
                    return fail(line, message)
                }
            }
            if options.printFrames {
                output("── \(script.path):\(line.number): \(line.text)")
                output(frame.text)
            }
            if window.isQuitRequested { break }
        }
        if options.printState {
            output(StateDump.make(app).pretty())
        } else if !options.printFrames {
            output(frame.text)
        }
        return Outcome(exitCode: 0, keys: keys, frameMicroseconds: frameTimes)
    }

    /// Checks one expectation; returns the failure message, or nil when it held.
    private func check(_ command: ScriptCommand, app: any ReplayApp, frame: Canvas, script: Script) -> String? {
        let window = app.window
        let top = window.topViewController
        func expect(_ what: String, _ expected: String, _ actual: String?) -> String? {
            actual == expected ? nil : "expected \(what) \"\(expected)\", got \"\(actual ?? "none")\""
        }
        switch command {
        case .expectTitle(let t): return expect("title", t, top?.displayTitle)
        case .expectDepth(let d):
            let stack = window.topPresentedController?.visibleNavigationController?.viewControllers ?? window.visibleStack
            return expect("depth", String(d), String(stack.count))
        case .expectKind(let k): return expect("kind", k, top?.kind)
        case .expectTab(let t): return expect("tab", t, window.selectedTabTitle)
        case .expectPresented(let p):
            return expect("presented", p, window.topPresentedController?.modalPresentationStyle.rawValue ?? "none")
        case .expectScreenContains(let s):
            return frame.contains(s) ? nil : "expected screen to contain \"\(s)\", got a screen without it"
        case .expectScreenLacks(let s):
            return frame.contains(s) ? "expected screen to lack \"\(s)\", got it on screen" : nil
        case .expectEnv(let key, let value):
            guard let hosted = top as? HostedScreen else {
                return "expected env \(key) \"\(value)\", got a top controller that hosts no view"
            }
            return expect("env \(key)", value, hosted.environmentSummary.first { $0.0 == key }?.1)
        case .expectDiagnostic(let rule):
            if window.diagnostics.contains(rule: rule) { return nil }
            let seen = window.diagnostics.entries.map(\.rule)
            return "expected diagnostic \(rule), got \(seen.isEmpty ? "no diagnostics" : seen.joined(separator: ", "))"
        case .expectNoDiagnostics:
            let seen = window.diagnostics.entries.map(\.rule)
            return seen.isEmpty ? nil : "expected no diagnostics, got \(seen.joined(separator: ", "))"
        case .snapshot(let name):
            let header = "\(window.size) " + window.visibleStack.map(\.displayTitle).joined(separator: " > ")
            let text = Snapshot.text(header: header, frame: frame)
            let path = Snapshot.path(for: name, beside: script.path)
            switch Snapshot.check(text, at: path, record: options.recordSnapshots) {
            case .matched: return nil
            case .recorded(let p): errors("\(script.path): recorded snapshot \(p)"); return nil
            case .mismatched(let p, let diff): return "expected snapshot \(p) to match, got a different frame:\n\(diff)"
            }
        case .transcript(let name):
            let text = window.events.lines.joined(separator: "\n") + "\n"
            let path = Snapshot.path(for: name, beside: script.path, suffix: ".events.txt")
            switch Snapshot.check(text, at: path, record: options.recordSnapshots) {
            case .matched: return nil
            case .recorded(let p): errors("\(script.path): recorded transcript \(p)"); return nil
            case .mismatched(let p, let diff): return "expected transcript \(p) to match, got different events:\n\(diff)"
            }
        default:
            return nil
        }
    }
}
