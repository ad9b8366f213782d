import Foundation
import Imperative

extension ReplayRunner {
    /// Runs the `.replay` script at `path` against a fresh app whose root controller
    /// `rootViewController` builds, and returns how it ended — the entry point for a
    /// package's own tests (docs/replay.md, "Replays in your own package"):
    ///
    /// ```swift
    /// @MainActor @Test func counting() {
    ///     let outcome = ReplayRunner.replay("Replays/count.replay") { CounterList.make() }
    ///     #expect(outcome.passed, "\(outcome)")
    /// }
    /// ```
    ///
    /// A relative `path` is found beside the calling source file (`file`), and golden files
    /// beside the script, in `__Snapshots__/`. A missing golden fails unless `options` ask
    /// for record mode or `environment` sets `SEAM_RECORD` (so `SEAM_RECORD=1 swift test`
    /// records). Nothing is printed: the outcome holds the failure and the frame, exactly as
    /// `seam replay` would print them.
    public static func replay(
        _ path: String, relativeTo file: String = #filePath, options: Options = Options(),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        rootViewController: @escaping @MainActor () -> ViewController
    ) -> ReplayOutcome {
        replay(
            path, relativeTo: file, options: options, environment: environment,
            factory: RootControllerApp.factory(rootViewController))
    }

    /// Runs the script at `path` against the app `factory` builds for it (from the script's
    /// `args` and size), as `replay(_:relativeTo:options:environment:rootViewController:)` does.
    public static func replay(
        _ path: String, relativeTo file: String = #filePath, options: Options = Options(),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        factory: @escaping ReplayAppFactory
    ) -> ReplayOutcome {
        switch prepare(path, relativeTo: file, options: options, environment: environment, factory: factory) {
        case .ended(let outcome): outcome
        case .ready(let runner, let script): runner.run(script)
        }
    }

    /// A script loaded and a quiet runner made for it, or the failed load.
    enum Prepared {
        case ready(ReplayRunner, Script)
        case ended(ReplayOutcome)
    }

    /// Loads the script at `path` (relative to `file`) and makes a runner that prints
    /// nothing and records when `environment` asks.
    static func prepare(
        _ path: String, relativeTo file: String, options: Options, environment: [String: String],
        factory: @escaping ReplayAppFactory
    ) -> Prepared {
        let resolved =
            path.hasPrefix("/")
            ? path
            : URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(path).path
        let script: Script
        switch ScriptLoader.load([resolved]) {
        case .failure(let e):
            return .ended(ReplayOutcome(exitCode: 2, script: resolved, failure: e.lines.joined(separator: "\n")))
        case .success(let scripts):
            script = scripts[0]
        }
        var options = options
        options.finalOutput = .nothing
        options.printFrames = false
        options.printEvents = false
        if recordModeRequested(by: environment) { options.recordSnapshots = true }
        let runner = ReplayRunner(options: options, factory: factory)
        runner.output = { _ in }
        runner.errors = { _ in }
        return .ready(runner, script)
    }
}
