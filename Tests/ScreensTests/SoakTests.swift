import Foundation
import Replay
import Screens
import Terminal
import Testing
import AppTestSupport

/// The short soak of `make test` (`make soak` runs the long one): seeded random sessions
/// over every key but quit, typed text, trait changes, resizes and lesson walks, on ledgers
/// of 0, 1, 2 and 1,000 invoices, with every invariant of `SoakRun` checked after every
/// step. A failure is minimized and written as a `.replay` under `.build/soak-failures/`.
@MainActor
@Suite struct SoakTests {
    nonisolated static let seeds: [UInt64] = Array(1...6)
    static let stepsPerSeed = 700

    @Test(arguments: seeds)
    func randomSessionsKeepTheInvariants(seed: UInt64) {
        // One seed in three may type a long paste into a focused field.
        let outcome = Soak.run(seed: seed, steps: Self.stepsPerSeed, longestText: seed % 3 == 1 ? 10_000 : 300)
        guard let failure = outcome.failure else { return }
        let minimized = Soak.minimize(outcome.session, failure: failure)
        let path = Soak.writeFailure(Soak.replay(minimized, seed: seed, failure: failure), name: "soak-seed-\(seed)")
        Issue.record("seed \(seed): \(failure); minimized to \(minimized.steps.count) steps in \(path)")
    }
}
