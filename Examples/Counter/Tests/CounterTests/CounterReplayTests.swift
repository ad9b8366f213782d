import Counter
import Replay
import Testing

/// The Counter app replayed through Seam's public entry point: each script runs against a
/// fresh app, and its snapshots compare with the goldens in `Replays/__Snapshots__/`
/// (`SEAM_RECORD=1 swift test` records them).
@MainActor
@Suite struct CounterReplayTests {
    @Test func countingUpShowsOnTheDetailAndInTheList() {
        let outcome = ReplayRunner.replay("Replays/count-up.replay") { CounterListViewController.makeRoot() }
        #expect(outcome.passed, "\(outcome)")
    }

    @Test func doneGoesBackThroughTheNavigator() {
        let outcome = ReplayRunner.replay("Replays/done-pops.replay") { CounterListViewController.makeRoot() }
        #expect(outcome.passed, "\(outcome)")
    }
}
