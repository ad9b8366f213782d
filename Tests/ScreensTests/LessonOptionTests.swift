import Imperative
import Rules
import Terminal
import Testing
@testable import Lessons
@testable import Screens

/// `--lesson ID`, an app option of `seam`, `seam record` and a script's `args`: the app
/// starts on the Lessons tab with that rule's lesson pushed over the list.
@MainActor
@Suite struct LessonOptionTests {
    @Test func aKnownIdNamesTheRule() {
        #expect(
            AppOptions.parse(["--lesson", "cell-state-reuse"])
                == .success(
                    {
                        var o = AppOptions(); o.lesson = .cellStateReuse; return o
                    }()))
        #expect(AppOptions.parse(["--invoices", "5", "--lesson", "one-owner"]).map(\.lesson) == .success(.oneOwner))
    }

    @Test func anUnknownIdIsRefusedWithTheClosestId() {
        #expect(
            AppOptions.parse(["--lesson", "cell-stat-reuse"])
                == .failure(
                    AppOptionsError(message: "unknown lesson 'cell-stat-reuse'; did you mean 'cell-state-reuse'?")))
        #expect(
            AppOptions.parse(["--lesson", "one-ownr"])
                == .failure(
                    AppOptionsError(
                        message: "unknown lesson 'one-ownr'; did you mean '\(Rule.closest(to: "one-ownr").id)'?")))
        guard case .failure(let e) = AppOptions.parse(["--lesson"]) else {
            Issue.record("--lesson without an id was accepted")
            return
        }
        #expect(e.message.hasPrefix("--lesson needs a rule id"))
    }

    @Test func theLessonIsPushedOverTheListOnTheLessonsTab() {
        let app = LedgerApp(
            options: try! AppOptions.parse(["--lesson", "cell-state-reuse"]).get(), size: Size(width: 80, height: 24))
        #expect(app.window.selectedTabTitle == "Lessons")
        #expect(app.window.visibleStack.count == 2)
        let lesson = app.window.topViewController as? LessonViewController
        #expect(lesson?.rule == .cellStateReuse)
        #expect(lesson?.way == .wrong)
        #expect(app.window.render().contains("‹ Lessons"))
        app.window.send(.escape)
        #expect(app.window.visibleStack.count == 1)
        #expect(app.window.topViewController?.displayTitle == "Lessons")
    }

    @Test func theLessonWinsOverTheTab() throws {
        for arguments in [
            ["--tab", "Account", "--lesson", "one-owner"], ["--lesson", "one-owner", "--tab", "Ledger"],
        ] {
            let options = try AppOptions.parse(arguments).get()
            #expect(options.tab != nil && options.lesson == .oneOwner)
            let app = LedgerApp(options: options, size: Size(width: 80, height: 24))
            #expect(app.window.selectedTabTitle == "Lessons", "\(arguments)")
            #expect((app.window.topViewController as? LessonViewController)?.rule == .oneOwner, "\(arguments)")
        }
    }
}
