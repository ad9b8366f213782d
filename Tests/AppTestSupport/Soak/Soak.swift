import Foundation
import Replay
import Terminal

/// Runs seeded soak sessions (`SoakGenerator` steps checked by `SoakRun`) and turns a
/// failure into the shortest script that reproduces it (`SoakMinimizer`).
///
/// The one rule: a failure is reported as a `.replay` script — the minimized steps, with a
/// header naming the seed and the invariant — ready to commit under `Tests/Replays/Soak/`,
/// where `SoakRegressionTests` runs every script through the invariants again.
@MainActor
public enum Soak {
    public struct Outcome {
        public var seed: UInt64
        /// The steps run, up to and including a failing one.
        public var session: SoakSession
        public var keys: Int
        public var failure: SoakFailure?
    }

    /// Runs `steps` generated steps from `seed`; `journal` sees each step before it runs (a
    /// crash then leaves the session up to the step that crashed).
    public static func run(
        seed: UInt64, steps: Int, ledgerSizes: [Int] = SoakGenerator.ledgerSizes,
        longestText: Int = 10_000, journal: ((SoakSession) -> Void)? = nil
    ) -> Outcome {
        var generator = SoakGenerator(seed: seed, longestText: longestText)
        var session = generator.session(ledgerSizes: ledgerSizes)
        let run: SoakRun
        do { run = try SoakRun(session) } catch {
            return Outcome(
                seed: seed, session: session, keys: 0,
                failure: SoakFailure(.frameDoesNotFit, step: 0, "the app did not start: \(error)"))
        }
        journal?(session)
        if let failure = run.checkFirstFrame() {
            return Outcome(seed: seed, session: session, keys: 0, failure: failure)
        }
        for _ in 0..<steps {
            let step = generator.next(isEditingText: TextInputFocus.isEditing(in: run.app.window))
            session.steps.append(step)
            journal?(session)
            if let failure = run.perform(step) {
                return Outcome(seed: seed, session: session, keys: run.keys, failure: failure)
            }
        }
        return Outcome(seed: seed, session: session, keys: run.keys, failure: nil)
    }

    /// The shortest session found that fails `failure`'s invariant, checked in this process.
    public static func minimize(_ session: SoakSession, failure: SoakFailure) -> SoakSession {
        var prefix = session
        prefix.steps = Array(session.steps.prefix(failure.step + 1))
        return SoakMinimizer.minimize(prefix) { candidate in
            ((try? SoakRun.check(candidate)) ?? nil)?.invariant == failure.invariant
        }
    }

    /// The regression script for a failure of `seed`, from its minimized session.
    public static func replay(_ minimized: SoakSession, seed: UInt64, failure: SoakFailure) -> String {
        let checked = (try? SoakRun.check(minimized)) ?? nil
        return minimized.script(header: [
            "Soak seed \(seed), minimized from \(failure.step + 1) steps to \(minimized.steps.count).",
            "Fails: \(checked?.description ?? failure.description)",
            "Each line is one step; SoakRegressionTests checks every invariant after each.",
        ])
    }

    /// Writes `text` as `NAME.replay` in the folder soak failures go to (`.build/soak-failures/`
    /// beside `Tests/`); its path.
    @discardableResult
    public static func writeFailure(_ text: String, name: String) -> String {
        let folder = ReplayHarness.testsDirectory.deletingLastPathComponent().appendingPathComponent(
            ".build/soak-failures")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name + ".replay").path
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
