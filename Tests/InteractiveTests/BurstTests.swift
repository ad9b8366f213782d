import Foundation
import Replay
import Screens
import Terminal
import Testing
import AppTestSupport
import TestSupport

/// The interactive app reads all pending input before it draws: a paste or a held-down key
/// is handled in a few batches with one frame each, and the last frame is the one the
/// same keys give headless. Each test runs the real program on a pseudo-terminal with
/// `SEAM_STATS`, which reports the events handled and frames drawn.
@MainActor
@Suite(.serialized) struct BurstTests {
    private struct Session {
        let terminal: PseudoTerminal
        let statsPath: String

        init(_ arguments: [String], size: Size) throws {
            statsPath =
                FileManager.default.temporaryDirectory.appendingPathComponent("seam-stats-\(UUID().uuidString)").path
            terminal = try PseudoTerminal(
                [SeamExecutable.path] + arguments, size: size,
                environment: SeamExecutable.environment(["SEAM_STATS": "1"]), errorPath: statsPath)
            try terminal.wait(forText: "q quit")
        }

        /// Quits (Escape first when `leaveField`), and returns the events and frames reported.
        func quit(leaveField: Bool) throws -> (events: Int, frames: Int) {
            if leaveField {
                try terminal.send(TerminalKeys.bytes(for: .escape))
                try terminal.settle()
            }
            try terminal.send("q")
            #expect(try terminal.waitForExit() == .exited(0))
            defer { try? FileManager.default.removeItem(atPath: statsPath) }
            let line = try String(contentsOfFile: statsPath, encoding: .utf8)
            let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            #expect(numbers.count == 3, "stats line: \(line)")
            return (numbers.first ?? 0, numbers.dropFirst().first ?? 0)
        }
    }

    /// From the Ledger to the focused Note field of invoice #00003: focus starts on Receipts,
    /// Export… is next, then Note.
    static let toTheNoteField: [[Key]] = [[.down, .down, .enter], [.tab, .tab]]

    /// A focused field draws its text between ▕ ▏, an unfocused one between brackets.
    static func noteIsFocused(_ screen: String) -> Bool { screen.contains("Note ▕") }

    /// Random note text: ASCII (q and ? included: a focused field takes them), spaces, wide
    /// characters, an emoji, a decomposed é (e and a combining acute, two keys).
    static func pasteText(count: Int, seed: UInt64) -> String {
        var rng = SeededGenerator(state: seed)
        let pieces =
            Array("abcdefghijklmnopqrstuvwxyz0123456789 q?,.-").map(String.init)
            + ["日", "本", "語", "😀", "e\u{301}"]
        var text = ""
        while text.unicodeScalars.count < count { text += pieces.randomElement(using: &rng)! }
        return text
    }

    /// The keys the app reads for `text`: one per grapheme cluster (the backend joins the
    /// scalars a terminal sends one by one, `e` then U+0301, into the cluster they make).
    static func keys(typing text: String) -> [Key] {
        text.map { Key.character($0) }
    }

    @Test func aTenThousandCharacterPasteIsDrawnOnceAndEndsOnTheFrameTheSameKeysGiveHeadless() throws {
        let size = Size(width: 100, height: 30)
        let session = try Session(["--invoices", "50"], size: size)
        let terminal = session.terminal
        try terminal.send(TerminalKeys.bytes(for: Self.toTheNoteField[0]))
        try terminal.wait(forText: "Invoice #00003")
        try terminal.settle()
        try terminal.send(TerminalKeys.bytes(for: Self.toTheNoteField[1]))
        try terminal.settle()
        #expect(Self.noteIsFocused(terminal.screen.text))
        let paste = Self.pasteText(count: 10_000, seed: 1)
        try terminal.send(Array(paste.utf8))
        try terminal.wait(for: "the end of the paste", timeout: 120) {
            $0.screen.text.contains(String(paste.suffix(12)))
        }
        try terminal.settle(quiet: 0.5)

        // The same keys headless, with a frame where the terminal session drew one.
        let app = LedgerApp(options: try AppOptions.parse(["--invoices", "50"]).get(), size: size)
        for batch in Self.toTheNoteField {
            batch.forEach(app.window.send)
            _ = app.window.render()
        }
        Self.keys(typing: paste).forEach(app.window.send)
        #expect(terminal.screen.text == app.window.render().text)

        let stats = try session.quit(leaveField: true)
        #expect(stats.events == 5 + paste.count + 2)
        #expect(stats.frames <= 12, "\(stats.frames) frames for \(stats.events) events: input is drawn per batch")
    }

    @Test func aHeldDownKeyIsDrawnInBatchesAndEndsOnTheReplayFrame() throws {
        let size = Size(width: 100, height: 30)
        let session = try Session(["--invoices", "5000"], size: size)
        let terminal = session.terminal
        try terminal.send(TerminalKeys.bytes(for: Array(repeating: .down, count: 2000)))
        try terminal.wait(for: "invoice 2001 selected", timeout: 120) { $0.screen.text.contains("Invoice #02001") }
        try terminal.settle(quiet: 0.5)
        var harness = ReplayHarness()
        harness.run(source: "size 100x30\nargs --invoices 5000\npress Down x2000\n")
        #expect(terminal.screen.text == harness.output.last)
        let stats = try session.quit(leaveField: false)
        #expect(stats.events == 2001)
        #expect(stats.frames <= 10, "\(stats.frames) frames for \(stats.events) events: input is drawn per batch")
    }

    /// Drawing once after many keys gives the frame drawing after every key gives: what a
    /// frame remembers (a field's scroll position) does not depend on the frames skipped.
    @Test(arguments: 1...2)
    func editingANoteDrawnKeyByKeyEndsOnTheFrameOfOneDrawAtTheEnd(seed: UInt64) {
        var rng = SeededGenerator(state: seed)
        let size = Size(width: 60, height: 20)
        let setup = Self.toTheNoteField.flatMap { $0 }
        var keys: [Key] = []
        for _ in 0..<150 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: keys.append([.left, .right, .home, .end, .backspace, .delete].randomElement(using: &rng)!)
            case 1: keys += Array(repeating: .left, count: Int.random(in: 1...60, using: &rng))
            default:
                keys += Self.keys(typing: Self.pasteText(count: Int.random(in: 1...8, using: &rng), seed: rng.next()))
            }
        }
        let eachKey = LedgerApp(options: AppOptions(), size: size)
        let once = LedgerApp(options: AppOptions(), size: size)
        for app in [eachKey, once] {
            for key in setup { app.window.send(key); _ = app.window.render() }
            #expect(Self.noteIsFocused(app.window.render().text))
        }
        for key in keys {
            eachKey.window.send(key)
            _ = eachKey.window.render()
            once.window.send(key)
        }
        #expect(once.window.render().text == eachKey.window.render().text)
    }
}
