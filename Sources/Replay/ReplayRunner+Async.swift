import Foundation
import Imperative

extension ReplayRunner {
    /// Runs one script as `run(_:)` does, and after every input awaits the main queue's work
    /// (`MainQueue.settle()`), then renders again: for a caller whose main actor cannot drain
    /// the queue itself, as a Swift Testing test's cannot. A screen that observes its model with
    /// `receive(on: DispatchQueue.main)` or queues `DispatchQueue.main.async` work then shows
    /// in each frame what `seam replay` shows.
    public func run(_ script: Script) async -> ReplayOutcome {
        let started = start(script)
        guard case .running(var run) = started else { return started.outcome! }
        defer { observer?.runEnded() }
        if let refused = observe(&run) { return refused }
        for line in script.lines {
            for input in Self.inputs(of: line.command) where !run.window.isQuitRequested {
                perform(input, in: &run)
                if await MainQueue.settle() { run.render() }
            }
            if let ended = lineEnded(line, in: &run) { return ended }
            if run.window.isQuitRequested { break }
        }
        return finish(&run)
    }

    /// A command as the inputs it sends one at a time: a line of keys key by key.
    static func inputs(of command: ScriptCommand) -> [ScriptCommand] {
        switch command {
        case .press, .type: command.keys.map { .press([$0]) }
        default: [command]
        }
    }

    /// Runs the `.replay` script at `path` as `replay(_:relativeTo:options:environment:rootViewController:)`
    /// does, awaiting the main queue's work after every input: the form for Swift Testing,
    /// whose main actor runs where the queue cannot be drained while a test holds it.
    ///
    /// ```swift
    /// @MainActor @Test func favourite() async {
    ///     let outcome = await ReplayRunner.replay("Replays/favourite.replay") { Contacts.makeRoot() }
    ///     #expect(outcome.passed, "\(outcome)")
    /// }
    /// ```
    public static func replay(
        _ path: String, relativeTo file: String = #filePath, options: Options = Options(),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        rootViewController: @escaping @MainActor () -> ViewController
    ) async -> ReplayOutcome {
        await replay(
            path, relativeTo: file, options: options, environment: environment,
            factory: RootControllerApp.factory(rootViewController))
    }

    /// Runs the script at `path` against the app `factory` builds for it, awaiting the main
    /// queue's work after every input.
    public static func replay(
        _ path: String, relativeTo file: String = #filePath, options: Options = Options(),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        factory: @escaping ReplayAppFactory
    ) async -> ReplayOutcome {
        switch prepare(path, relativeTo: file, options: options, environment: environment, factory: factory) {
        case .ended(let outcome): outcome
        case .ready(let runner, let script): await runner.run(script)
        }
    }
}
