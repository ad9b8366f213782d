import Migration
import Replay
import XCTest

/// The contacts screen replayed through Seam's public entry point; its snapshots compare with
/// the goldens in `Replays/__Snapshots__/` (`SEAM_RECORD=1 swift test` records them).
///
/// The screen observes its model with `receive(on: DispatchQueue.main)`, whose deliveries the
/// replay runs between keys by draining the main queue, which needs the main thread: XCTest runs
/// tests there, so the plain `ReplayRunner.replay` does. Swift Testing runs the main actor
/// elsewhere and uses the async one (`MigrationSwiftTestingTests`, docs/replay.md).
final class MigrationReplayTests: XCTestCase {
    func testAFavouriteChosenOnTheSwiftUIDetailShowsInTheUIKitTitleHeaderAndRow() {
        // XCTest on Linux runs tests on the main thread but cannot call a `@MainActor` test method.
        let outcome = MainActor.assumeIsolated {
            ReplayRunner.replay("Replays/favourite.replay") { ContactsViewController.makeRoot() }
        }
        XCTAssertTrue(outcome.passed, "\(outcome)")
    }
}
