import Foundation
import Replay
import Screens
import Terminal
import Testing
import AppTestSupport

@MainActor
@Suite struct ScriptRecorderTests {
    private func ledger(_ arguments: [String] = [], size: Size = Size(width: 80, height: 24)) throws -> ScriptRecorder {
        ScriptRecorder(window: try LedgerApp.make(arguments: arguments, size: size).window, appArguments: arguments)
    }

    @Test func sizeComesFirstThenArgsThenFoldedRepeats() throws {
        let recorder = try ledger(["--invoices", "50"])
        for _ in 0..<12 { recorder.send(.down) }
        recorder.send(.enter)
        #expect(recorder.text == "size 80x24\nargs --invoices 50\npress Down x12 Enter\n")
    }

    @Test func settingKeysAreWrittenAsTraitsWithTheirResultingValues() throws {
        let recorder = try ledger()
        for key: Key in [.function(3), .function(5), .function(6), .function(7), .function(4), .down] {
            recorder.send(key)
        }
        #expect(
            recorder.text == """
                size 80x24
                trait colorScheme light
                trait dynamicTypeSize xLarge
                trait layoutDirection rightToLeft
                trait legibilityWeight bold
                trait dynamicTypeSize large
                press Down

                """)
    }

    @Test func clicksWheelTurnsAndPastesAreWrittenAndReplayToTheSameState() throws {
        let recorder = try ledger()
        // the mouse acts on what the last frame showed, as a user clicks what they see
        for point in [(5, 5), (5, 4), (5, 4), (10, 9)].map({ Point(x: $0.0, y: $0.1) }) {
            _ = recorder.window.render()
            recorder.send(MouseEvent(point.y == 5 ? .scrollDown : .click, at: point))
        }
        recorder.paste("paid q\n")
        recorder.paste("")
        #expect(
            recorder.text == """
                size 80x24
                scroll down 5 5
                click 5 4
                click 5 4
                click 10 9
                paste "paid q\\n"

                """)
        var harness = ReplayHarness()
        harness.run(source: recorder.text)
        #expect(harness.output.last == recorder.window.render().text)
        #expect(recorder.window.topViewController?.displayTitle == "Invoice #00004")
    }

    @Test func theQuitKeyIsNotWritten() throws {
        let recorder = try ledger()
        recorder.send(.down)
        recorder.send(.character("q"))
        #expect(recorder.window.isQuitRequested)
        #expect(recorder.text == "size 80x24\npress Down\n")
    }

    @Test func resizesAreWrittenUnlessTheSizeStays() throws {
        let recorder = try ledger()
        recorder.resize(to: Size(width: 80, height: 24))
        recorder.resize(to: Size(width: 120, height: 40))
        recorder.send(.down)
        #expect(recorder.text == "size 80x24\nresize 120x40\npress Down\n")
        #expect(recorder.window.size == Size(width: 120, height: 40))
    }

    @Test func aPressLineHoldsAtMostEightRuns() throws {
        let recorder = try ledger()
        for _ in 0..<5 { recorder.send(.down); recorder.send(.up) }
        #expect(recorder.text == "size 80x24\npress Down Up Down Up Down Up Down Up\npress Down Up\n")
    }

    @Test func keysNoScriptCanNameAreNotSent() throws {
        let recorder = try ledger()
        #expect(!recorder.send(.character("\u{301}")))
        #expect(recorder.send(.character("x")))
        #expect(recorder.text == "size 80x24\npress x\n")
    }

    @Test func printableKeysTypedIntoAFocusedTextFieldFoldIntoType() {
        let app = ProbeApp(size: Size(width: 60, height: 16))
        let recorder = ScriptRecorder(window: app.window)
        for key: Key in [.character("d"), .character("f"), .character("x"), .tab] { recorder.send(key) }
        for c in "Paid \"by\" q?" { recorder.send(.character(c)) }
        recorder.send(.escape)
        #expect(app.field.text == "Paid \"by\" q?", "a focused field takes q and ? too")
        #expect(recorder.text == "size 60x16\npress d f x Tab\ntype \"Paid \\\"by\\\" q?\"\npress Escape\n")
    }

    @Test func theTextFocusProbeSeesOnlyFocusedTextFields() {
        let app = ProbeApp(size: Size(width: 60, height: 16))
        #expect(!TextInputFocus.isEditing(in: app.window))
        app.window.send(.character("f"))
        #expect(!TextInputFocus.isEditing(in: app.window), "a text field takes no initial focus")
        app.window.send(.tab)
        #expect(TextInputFocus.isEditing(in: app.window))
    }
}

/// Records generated sessions and replays what was written: the replay must reach the
/// very state and frame the recorded app reached.
@MainActor
@Suite struct RecordReplayRoundTripTests {
    /// A small deterministic generator, so each seed is one reproducible session.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static let keys: [Key] = [
        .down, .down, .down, .up, .enter, .enter, .escape, .tab, .backTab, .pageDown,
        .pageUp, .home, .end, .space, .left, .right, .function(3), .function(4),
        .function(5), .function(6), .function(7), .character("x"), .character("1"),
    ]
    private static let sizes = [
        Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 100, height: 20),
        Size(width: 30, height: 8), Size(width: 60, height: 30),
    ]

    @Test(arguments: 1...12)
    func aRecordedSessionReplaysToTheSameStateAndFrame(seed: Int) throws {
        var generator = Generator(state: UInt64(seed))
        let arguments = ["--invoices", String(20 + seed * 7)]
        let app = try LedgerApp.make(arguments: arguments, size: Self.sizes[seed % Self.sizes.count])
        let recorder = ScriptRecorder(window: app.window, appArguments: arguments)
        // As the interactive loop does: a frame after every event (layout decides what a page is).
        for _ in 0..<80 {
            if generator.next(12) == 0 {
                recorder.resize(to: Self.sizes[generator.next(Self.sizes.count)])
            } else {
                recorder.send(Self.keys[generator.next(Self.keys.count)])
            }
            _ = app.window.render()
        }
        recorder.send(.character("q"))
        let script = try ScriptParser.parse(Data(recorder.text.utf8), path: "session-\(seed).replay").get()

        var options = ReplayRunner.Options()
        options.finalOutput = .state
        var state = ReplayHarness(options: options)
        state.run(script)
        #expect(state.exitCode == 0)
        #expect(state.output == [StateDump.make(app).pretty()], "\(recorder.text)")

        var frame = ReplayHarness()
        frame.run(script)
        #expect(frame.output == [app.window.render().text])
    }

    @Test func aSessionThatTypesReplaysToTheSameText() throws {
        let app = ProbeApp(size: Size(width: 60, height: 16))
        let recorder = ScriptRecorder(window: app.window)
        for key: Key in [.character("f"), .tab] { recorder.send(key) }
        for c in "hello world" { recorder.send(.character(c)) }
        recorder.send(.function(3))
        recorder.send(.character("!"))
        let script = try ScriptParser.parse(Data(recorder.text.utf8), path: "typed.replay").get()
        #expect(
            script.lines.map(\.text) == [
                "size 60x16", "press f Tab", "type \"hello world\"",
                "trait colorScheme light", "type \"!\"",
            ])
        var options = ReplayRunner.Options()
        options.finalOutput = .state
        var harness = ReplayHarness(options: options, factory: ProbeApp.factory)
        harness.run(script)
        #expect(harness.output == [StateDump.make(app).pretty()])
        #expect(harness.output.first?.contains("\"typed\": 12") == true)
    }
}

@MainActor
@Suite struct DeterminismTests {
    private static let script = """
        size 100x30
        args --invoices 5000
        press Down x7 Enter Tab F3 Escape PageDown x3 End Home
        resize 80x24
        trait dynamicTypeSize accessibility2
        press Enter F6 F7
        expect depth 2
        """

    private func run(_ options: ReplayRunner.Options) -> [String] {
        var harness = ReplayHarness(options: options)
        harness.run(source: Self.script)
        #expect(harness.exitCode == 0)
        return harness.output
    }

    @Test func twoRunsPrintIdenticalBytes() {
        var options = ReplayRunner.Options()
        options.printFrames = true
        options.printEvents = true
        let first = run(options)
        #expect(first.count > 20)
        #expect(first == run(options))
        options.printFrames = false
        options.finalOutput = .state
        let state = run(options)
        #expect(state == run(options))
        #expect(state.first?.contains("\"events\": [") == true)
    }

    @Test func twoRunsRecordIdenticalGoldens() throws {
        var texts: [String] = []
        for _ in 0..<2 {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seam-det-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            var options = ReplayRunner.Options()
            options.recordSnapshots = true
            var harness = ReplayHarness(options: options)
            harness.run(
                source: Self.script + "\nsnapshot end\ntranscript end\n",
                path: dir.appendingPathComponent("t.replay").path)
            texts += try ["end.txt", "end.attrs.txt", "end.events.txt"].map {
                try String(contentsOf: dir.appendingPathComponent("__Snapshots__/" + $0), encoding: .utf8)
            }
        }
        #expect(texts.count == 6)
        #expect(Array(texts[0..<3]) == Array(texts[3..<6]))
    }
}
