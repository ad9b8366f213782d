import Foundation
import Imperative
import Rules
import Terminal
import Testing
@testable import Lessons
@testable import Screens

@MainActor
@Suite struct LessonTests {
    nonisolated static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every rule of the catalog: `Lessons.demonstration(for:)` has a case for each.
    nonisolated static var taught: [Rule] { Rule.allCases }

    /// Opens a rule's lesson by keys alone: `3`, Down to the rule (the list is in theme
    /// order, and Down skips the theme headers), Enter.
    func openLesson(_ rule: Rule, size: Size = Size(width: 120, height: 40)) -> LedgerApp {
        let app = LedgerApp(size: size)
        app.window.send(.character("3"))
        for _ in 0..<LessonTheme.listOrder.firstIndex(of: rule)! { app.window.send(.down) }
        app.window.send(.enter)
        _ = app.window.render()
        return app
    }

    @Test func theLessonsTabListsEveryRuleUnderItsThemeWithTheFirstSelected() {
        let app = LedgerApp(
            options: {
                var o = AppOptions(); o.tab = "Lessons"; return o
            }(), size: Size(width: 120, height: 50))
        let frame = app.window.render()
        let lines = (0..<frame.size.height).map { frame.line($0) }
        var last = 0
        for theme in LessonTheme.allCases {
            let header = lines.firstIndex { $0.hasPrefix(theme.title.uppercased()) }
            #expect(header != nil, "no header for \(theme.title)")
            if let header { #expect(header > last, "\(theme.title) is out of order"); last = header }
            for rule in theme.rules {
                let row = lines.firstIndex { $0.contains(" \(rule.id) ") }
                #expect(row != nil, "\(rule.id) is not listed")
                if let row { #expect(row == last + 1, "\(rule.id) is not next under \(theme.title)"); last = row }
            }
        }
        app.window.send(.enter)
        #expect((app.window.topViewController as? LessonViewController)?.rule == .oneOwner)
    }

    /// At 80x24 the list scrolls: Down and Up step over the headers from one theme's last
    /// rule to the next theme's first, and a theme's first rule brings its header on screen.
    @Test func selectionSkipsTheHeadersAndScrollsAtEightyByTwentyFour() {
        let app = LedgerApp(
            options: {
                var o = AppOptions(); o.tab = "Lessons"; return o
            }(), size: Size(width: 80, height: 24))
        for (index, rule) in LessonTheme.listOrder.enumerated() {
            if index > 0 { app.window.send(.down) }
            #expect(app.window.render().contains(" \(rule.id) "), "\(rule.id) is not on screen when selected")
        }
        app.window.send(.enter)
        #expect((app.window.topViewController as? LessonViewController)?.rule == LessonTheme.listOrder.last)
        app.window.send(.escape)
        for _ in LessonTheme.listOrder.dropLast() { app.window.send(.up) }
        let frame = app.window.render()
        #expect(frame.line(1).hasPrefix(LessonTheme.containersAndBars.title.uppercased()), "\(frame.text)")
        app.window.send(.enter)
        #expect((app.window.topViewController as? LessonViewController)?.rule == LessonTheme.listOrder.first)
    }

    @Test(arguments: taught)
    func theWrongWayFiresExactlyItsRule(rule: Rule) {
        let app = openLesson(rule)
        let lesson = app.window.topViewController as? LessonViewController
        #expect(lesson?.rule == rule)
        #expect(lesson?.way == .wrong)
        #expect(
            app.window.diagnostics.entries.isEmpty,
            "opening the lesson fired \(app.window.diagnostics.entries.map(\.id))")
        app.window.send(.character("r"))
        _ = app.window.render()
        #expect(app.window.diagnostics.entries.map(\.rule) == [rule])
    }

    @Test(arguments: taught)
    func theRightWayFiresNothing(rule: Rule) {
        let app = openLesson(rule)
        app.window.send(.character("f"))
        #expect((app.window.topViewController as? LessonViewController)?.way == .right)
        app.window.send(.character("r"))
        _ = app.window.render()
        #expect(
            app.window.diagnostics.entries.isEmpty,
            "\(app.window.diagnostics.entries.map { "\($0.id): \($0.message)" })")
    }

    @Test(arguments: taught)
    func leavingALessonFreesEverythingItsDemonstrationMade(rule: Rule) {
        for way in LessonWay.allCases {
            let app = openLesson(rule)
            weak let lesson = app.window.topViewController as? LessonViewController
            weak let stage = lesson?.stage
            if way == .right { app.window.send(.character("f")) }
            app.window.send(.character("r"))
            // The leaked-controller lesson's wrong way leaks its demonstration screen on
            // purpose (that is what Run shows); every other run leaks nothing. Leaving must
            // add no leak of its own in either case.
            let leaksOfTheRun = app.window.diagnostics.entries.filter { $0.rule == .leakedController }
            #expect(leaksOfTheRun.isEmpty || (rule == .leakedController && way == .wrong))
            for _ in 0..<8
            where app.window.topViewController is LessonViewController || app.window.topPresentedController != nil
                || app.window.visibleStack.count > 1
            {
                app.window.send(.escape)
            }
            _ = app.window.render()
            #expect(app.window.visibleStack.count == 1)
            #expect(lesson == nil && stage == nil, "\(rule.id) \(way.title): the lesson or its stage is still alive")
            #expect(
                app.window.diagnostics.entries.filter { $0.rule == .leakedController } == leaksOfTheRun,
                "\(rule.id) \(way.title): leaving the lesson leaked a controller")
        }
    }

    /// The wrong way's leaked Quote screen is held only by the demonstration's own feed:
    /// leaving the lesson frees the feed and the screen with it.
    @Test func theLeakedQuoteScreenGoesWithItsLesson() {
        let app = openLesson(.leakedController)
        weak let lesson = app.window.topViewController as? LessonViewController
        app.window.send(.character("o"))
        weak let quote = lesson?.stage?.topViewController
        #expect(quote?.title == "Quote")
        app.window.send(.escape)
        #expect(quote != nil)
        #expect(app.window.diagnostics.entries.map(\.rule) == [.leakedController])
        app.window.send(.escape)
        #expect(app.window.visibleStack.count == 1)
        #expect(quote == nil)
    }

    @Test func fixSwitchesTheWayAndRebuildsTheDemonstration() {
        let app = openLesson(.doubleNavigationBar)
        let lesson = app.window.topViewController as! LessonViewController
        weak let firstStage = lesson.stage
        app.window.send(.character("r"))
        #expect(lesson.stage?.viewControllers.count == 2)
        app.window.send(.character("f"))
        #expect(lesson.title == "double-navigation-bar · right way")
        #expect(lesson.stage?.viewControllers.count == 1)
        #expect(firstStage == nil)
    }

    @Test func runMarksTheLessonOnceBothWaysHaveRun() {
        let app = openLesson(.doubleNavigationBar)
        app.window.send(.character("r"))
        #expect(!app.lessonProgress.isComplete(.doubleNavigationBar))
        app.window.send(.character("f"))
        app.window.send(.character("r"))
        #expect(app.lessonProgress.isComplete(.doubleNavigationBar))
        app.window.send(.escape); app.window.send(.escape)
        let frame = app.window.render()
        #expect(frame.contains("1 of \(Rule.allCases.count) lessons run both ways"))
        #expect(frame.lines.contains { $0.contains("done") && $0.contains("double-navigation-bar") })
        #expect(!frame.text.contains("✓"), "✓ means chosen, not done")
    }

    /// In compact width the explanation sits above the stage with little room; the running
    /// way's code still shows in full, every line of it (the other way, the why, blank rows
    /// and the title's second row give way first), and the stage keeps its rows.
    @Test(arguments: taught)
    func theRunningCodeShowsWholeAtCompactWidth(rule: Rule) {
        for way in LessonWay.allCases {
            let app = openLesson(rule, size: Size(width: 80, height: 24))
            if way == .right { app.window.send(.character("f")) }
            let frame = app.window.render()
            let snippet = way == .wrong ? rule.entry.wrong : rule.entry.right
            let rows = (0..<frame.size.height).map { frame.line($0) }
            let stageTop = rows.firstIndex { $0.contains("Demonstration") } ?? 0
            let code = rows[..<stageTop].joined(separator: "\n")
            for line in snippet.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
            where !line.isEmpty {
                #expect(code.contains(line), "\(rule.id) \(way.title): \"\(line)\" is not shown at 80x24")
            }
            #expect(
                stageTop > 0 && stageTop + LessonPanel.compactStageHeight <= frame.size.height - 3,
                "\(rule.id) \(way.title): the stage has fewer than \(LessonPanel.compactStageHeight) rows")
        }
    }

    /// At 80x24 a lesson keeps its demonstration on screen and still says why: the rule's title
    /// and the start of its why stand above the stage, both ways, with no scrolling.
    @Test(arguments: taught)
    func theWhyShowsAboveTheStageAtEightyByTwentyFour(rule: Rule) {
        for way in LessonWay.allCases {
            let app = openLesson(rule, size: Size(width: 80, height: 24))
            if way == .right { app.window.send(.character("f")) }
            let rows = app.window.render().rows
            let stageTop = rows.firstIndex { $0.contains("Demonstration") } ?? 0
            let above = rows[..<stageTop].joined(separator: " ")
            let firstWords = rule.entry.why.split(separator: " ").prefix(3).joined(separator: " ")
            #expect(stageTop > 0, "\(rule.id) \(way.title): no stage")
            #expect(above.contains(firstWords), "\(rule.id) \(way.title): the why does not show at 80x24")
        }
    }

    /// The code a lesson shows is the code that runs: each snippet's lines, indentation aside,
    /// appear in order and together in the demonstration's source file.
    @Test(arguments: taught)
    func snippetsAreTheDemonstrationsCode(rule: Rule) throws {
        let source = try String(contentsOf: Self.packageRoot.appendingPathComponent(rule.entry.lesson), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        for (name, snippet) in [("wrong", rule.entry.wrong), ("right", rule.entry.right)] {
            let wanted = snippet.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            #expect(!snippet.isEmpty, "\(rule.id): no \(name) snippet")
            let found = lines.indices.contains { i in
                i + wanted.count <= lines.count && Array(lines[i..<(i + wanted.count)]) == wanted
            }
            #expect(found, "\(rule.id): the \(name) snippet is not verbatim in \(rule.entry.lesson)")
        }
        #expect(rule.entry.wrong != rule.entry.right)
    }
}
