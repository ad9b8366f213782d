import Migration
import Replay
import Testing

/// The same screen replayed from Swift Testing, whose main actor runs where the main queue cannot
/// be drained while a test holds it: the async `ReplayRunner.replay` awaits the queue after every
/// key, so the deliveries of `receive(on: DispatchQueue.main)` show in each frame (docs/replay.md).
@MainActor
@Suite struct MigrationSwiftTestingTests {
    @Test func aFavouriteChosenOnTheSwiftUIDetailShowsInTheUIKitTitleHeaderAndRow() async {
        let outcome = await ReplayRunner.replay("Replays/favourite.replay") { ContactsViewController.makeRoot() }
        #expect(outcome.passed, "\(outcome)")
    }
}
