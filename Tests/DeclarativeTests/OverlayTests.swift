import Testing
import Terminal
@testable import Declarative

/// What sheets and dialogs share: where the box goes over the region (`OverlayLayout`), and
/// how the environment holds the host that presents them instead (`PresenterReference`).
@MainActor
@Suite struct OverlayTests {
    private let sheet = OverlayLayout(sideMargin: 4) { $0 * 2 / 3 }
    private let dialog = OverlayLayout(sideMargin: 3)

    @Test func theRoomKeepsTheSideMarginsAndARowAboveAndBelow() {
        let region = Rect(x: 2, y: 1, width: 40, height: 10)
        #expect(sheet.room(in: region) == ProposedSize(width: 32, height: 8))
        #expect(dialog.room(in: region) == ProposedSize(width: 34, height: 8))
        #expect(dialog.room(in: Rect(x: 0, y: 0, width: 5, height: 1)) == ProposedSize(width: 0, height: 0))
    }

    @Test func theBoxIsCentredInTheRegion() {
        let region = Rect(x: 2, y: 1, width: 40, height: 10)
        #expect(dialog.frame(for: Size(width: 10, height: 4), in: region) == Rect(x: 17, y: 4, width: 10, height: 4))
    }

    @Test func theBoxIsNeverLargerThanTheRoom() {
        let region = Rect(x: 2, y: 1, width: 40, height: 10)
        #expect(dialog.frame(for: Size(width: 60, height: 20), in: region) == Rect(x: 5, y: 2, width: 34, height: 8))
    }

    @Test func aSheetIsAtLeastTwoThirdsOfTheRegionWide() {
        let region = Rect(x: 0, y: 0, width: 80, height: 24)
        #expect(sheet.frame(for: Size(width: 10, height: 5), in: region) == Rect(x: 13, y: 9, width: 53, height: 5))
        #expect(dialog.frame(for: Size(width: 10, height: 5), in: region) == Rect(x: 35, y: 9, width: 10, height: 5))
        // The room still wins over the two thirds.
        #expect(sheet.frame(for: Size(width: 1, height: 1), in: Rect(x: 0, y: 0, width: 10, height: 3)).width == 2)
    }

    final class Host: SheetPresenter, DialogPresenter {
        func presentSheet(
            id: ObjectIdentifier, kind: PresentationKind, content: AnyView, environment: EnvironmentValues,
            onDismiss: @escaping @MainActor () -> Void
        ) {}
        func dismissSheet(id: ObjectIdentifier) {}
        func presentDialog(id: ObjectIdentifier, dialog: Dialog) {}
        func dismissDialog(id: ObjectIdentifier) {}
    }

    @Test func installingTheSameHostAgainKeepsTheEnvironmentEqual() {
        let host = Host()
        var env = EnvironmentValues()
        env.setSheetPresenter(host)
        env.setDialogPresenter(host)
        let before = env
        env.setSheetPresenter(host)
        env.setDialogPresenter(host)
        #expect(env.matches(before))
        #expect(env.sheetPresenter === host)
        #expect(env.dialogPresenter === host)
    }

    @Test func anotherHostReplacesTheFirst() {
        let first = Host(), second = Host()
        var env = EnvironmentValues()
        env.setSheetPresenter(first)
        let before = env
        env.setSheetPresenter(second)
        #expect(!env.matches(before))
        #expect(env.sheetPresenter === second)
        #expect(env.dialogPresenter == nil)
    }

    @Test func theEnvironmentDoesNotKeepAHostAlive() {
        var env = EnvironmentValues()
        do {
            let host = Host()
            env.setSheetPresenter(host)
            env.setDialogPresenter(host)
            #expect(env.sheetPresenter != nil)
        }
        #expect(env.sheetPresenter == nil)
        #expect(env.dialogPresenter == nil)
    }
}
