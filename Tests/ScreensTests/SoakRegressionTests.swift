import Foundation
import Lessons
import Replay
import Rules
import Screens
import Terminal
import Testing
import AppTestSupport

/// The soak's own machinery, and the failures it found: every script under
/// `Tests/Replays/Soak/` (a minimized soak failure, committed once fixed) runs step by step
/// with every invariant checked after each step.
@MainActor
@Suite struct SoakRegressionTests {
    nonisolated static var committedFailures: [String] {
        ReplayHarness.allScripts().filter { $0.hasPrefix("Replays/Soak/") }
    }

    @Test(arguments: committedFailures)
    func aCommittedSoakFailureKeepsEveryInvariant(script: String) throws {
        let path = ReplayHarness.testsDirectory.appendingPathComponent(script).path
        let parsed = try ScriptParser.parse(try #require(FileManager.default.contents(atPath: path)), path: path).get()
        let failure = try SoakRun.check(SoakSession(parsed))
        #expect(failure == nil, "\(script): \(failure.map(String.init(describing:)) ?? "")")
    }

    @Test func deltaDebuggingKeepsOnlyTheStepsThatMatter() {
        var calls = 0
        let minimal = SoakMinimizer.deltaDebug(Array(0..<200)) { steps in
            calls += 1
            return steps.contains(17) && steps.contains(160) && steps.firstIndex(of: 17)! < steps.firstIndex(of: 160)!
        }
        #expect(minimal == [17, 160])
        #expect(calls < 200, "ddmin needs far fewer checks than one per step here (\(calls))")
    }

    @Test func minimizingShrinksStepsOptionsSizeAndTypedText() {
        let session = SoakSession(
            arguments: ["--invoices", "1000", "--tab", "Account"], size: Size(width: 133, height: 41),
            steps: [.press([.down]), .type("abcdefgh"), .press([.enter]), .resize(Size(width: 50, height: 20))])
        let minimized = SoakMinimizer.minimize(session) { candidate in
            candidate.steps.contains { if case .type(let t) = $0 { return t.hasPrefix("ab") } else { return false } }
        }
        #expect(
            minimized
                == SoakSession(arguments: ["--invoices", "0"], size: Size(width: 80, height: 24), steps: [.type("ab")]))
    }

    @Test func aSessionIsItsScript() throws {
        let session = SoakSession(
            arguments: ["--invoices", "2"], size: Size(width: 41, height: 13),
            steps: [
                .press([.down]), .type("日本 \"q\"\n👍🏽"), .resize(Size(width: 1, height: 1)),
                .trait(name: .colorScheme, value: "light"), .press([.function(5)]),
                .paste("pasted 日本\n"), .mouse(MouseEvent(.click, at: Point(x: 3, y: 7))),
                .mouse(MouseEvent(.scrollDown, at: Point(x: 0, y: 12))),
            ])
        let parsed = try ScriptParser.parse(Data(session.script(header: ["a header"]).utf8), path: "s.replay").get()
        #expect(SoakSession(parsed) == session)
    }

    @Test func theFrameCheckFindsAWrongSizeAndAWideCharacterInANarrowCell() {
        let size = Size(width: 6, height: 2)
        var frame = Canvas(size: size)
        frame.draw("ab日c", at: .zero)
        #expect(SoakRun.frameProblem(frame, in: size) == nil)
        #expect(SoakRun.frameProblem(frame, in: Size(width: 6, height: 3)) == "frame 6x2 in a 6x3 terminal")
        frame.set(Cell("本", width: 1), x: 4, y: 1)
        #expect(SoakRun.frameProblem(frame, in: size)?.hasPrefix("wide character misplaced: '本'") == true)
    }

    /// The window reports the leak the leaked-controller lesson makes on purpose, and the soak
    /// lets it pass only while that lesson is open; after it closes, everything is freed.
    @Test func theLeakedControllerLessonLeaksOnlyWhileOpen() throws {
        let index = try #require(LessonTheme.listOrder.firstIndex(of: .leakedController))
        let open: [Key] = [.character("3")] + Array(repeating: .down, count: index) + [.enter, .character("r")]
        let session = SoakSession(
            arguments: ["--invoices", "2"], size: Size(width: 120, height: 40),
            steps: (open + [.escape, .escape]).map { .press([$0]) })
        let run = try SoakRun(session)
        for step in session.steps.prefix(open.count) { #expect(run.perform(step) == nil) }
        #expect(
            run.app.window.diagnostics.entries.contains { $0.rule == .leakedController },
            "the lesson's wrong way leaked its quote screen")
        for step in session.steps.dropFirst(open.count) { #expect(run.perform(step) == nil) }
        #expect(try SoakRun.check(session) == nil)
    }
}
