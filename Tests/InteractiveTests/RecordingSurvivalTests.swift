import Foundation
import Replay
import Terminal
import Testing
import AppTestSupport
import TestSupport
#if canImport(Glibc)
    import Glibc
#endif

/// `seam record` loses nothing: its script is replaced atomically after every batch of
/// input, so a session killed at any moment (SIGKILL included) leaves a complete script of
/// the keys it handled, and SIGTERM, SIGHUP, SIGINT or a closed terminal leave it complete
/// with the terminal restored. Each session runs the real program on a pseudo-terminal.
@MainActor
@Suite(.serialized) struct RecordingSurvivalTests {
    /// Keys a session types; none changes a system setting (those record as `trait` lines).
    static let keys: [Key] = [
        .down, .down, .down, .up, .enter, .escape, .tab, .backTab, .pageDown, .pageUp,
        .home, .end, .character("n"), .character("v"), .character("s"), .character("2"),
        .character("1"), .character("x"), .left, .right, .backspace,
    ]

    private func scriptPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("seam-record-\(UUID().uuidString).replay").path
    }

    private func startRecording(_ path: String, controlling: Bool = true) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            [SeamExecutable.path, "record", path, "--invoices", "30"],
            size: Size(width: 80, height: 24), environment: SeamExecutable.environment(),
            controlling: controlling)
        try terminal.wait(forText: "q quit")
        return terminal
    }

    /// The script left at `path`: it must parse, and replay without failing.
    private func leftScript(_ path: String) throws -> Script {
        let data = try #require(FileManager.default.contents(atPath: path), "no script at \(path)")
        let script = try ScriptParser.parse(data, path: path).get()
        var harness = ReplayHarness()
        harness.run(script)
        #expect(harness.exitCode == 0, "\(harness.errors)")
        return script
    }

    private func recordedKeys(_ script: Script) -> [Key] { script.lines.flatMap(\.command.keys) }

    /// Types `count` random keys with random short pauses; an Escape is never followed by a
    /// printable key, which a terminal reads as Alt-key when both are pending.
    private func typeRandomKeys(_ count: Int, on terminal: PseudoTerminal, using rng: inout SeededGenerator) throws
        -> [Key]
    {
        var sent: [Key] = []
        for _ in 0..<count {
            var key = Self.keys.randomElement(using: &rng)!
            while sent.last == .escape && key.printable != nil { key = Self.keys.randomElement(using: &rng)! }
            try terminal.send(TerminalKeys.bytes(for: key))
            sent.append(key)
            terminal.pump(timeout: Double(Int.random(in: 0...12, using: &rng)) / 1000)
        }
        return sent
    }

    @Test(arguments: 1...8)
    func aSessionKilledAtARandomMomentLeavesACompleteScriptOfWhatItHandled(seed: Int) throws {
        var rng = SeededGenerator(state: UInt64(seed))
        let path = scriptPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let terminal = try startRecording(path)
        let sent = try typeRandomKeys(Int.random(in: 1...40, using: &rng), on: terminal, using: &rng)
        terminal.pump(timeout: Double(Int.random(in: 0...30, using: &rng)) / 1000)
        terminal.signal(SIGKILL)
        #expect(try terminal.waitForExit() == .signaled(SIGKILL))
        let recorded = recordedKeys(try leftScript(path))
        #expect(recorded == Array(sent.prefix(recorded.count)), "sent \(sent), recorded \(recorded)")
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalLeavesTheScriptCompleteAndTheTerminalRestored(signal: Int32) throws {
        var rng = SeededGenerator(state: UInt64(100 + signal))
        let path = scriptPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let terminal = try startRecording(path)
        let sent = try typeRandomKeys(25, on: terminal, using: &rng)
        try terminal.wait(for: "every key recorded") { _ in
            (try? ScriptParser.parse(FileManager.default.contents(atPath: path) ?? Data(), path: path).get())
                .map(recordedKeys) == sent
        }
        try terminal.settle()
        let shown = terminal.screen.text
        let raw = try #require(terminal.modes())
        #expect(raw.c_lflag & tcflag_t(ICANON) == 0, "curses runs the terminal in raw mode")
        terminal.signal(signal)
        #expect(try terminal.waitForExit() == .signaled(signal))
        let after = try #require(terminal.modes())
        #expect(after.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO), "line editing and echo are back")
        #expect(!terminal.screen.isAlternateScreen, "the app's screen is left")
        #expect(terminal.screen.isCursorVisible)
        let script = try leftScript(path)
        #expect(recordedKeys(script) == sent)
        var harness = ReplayHarness()
        harness.run(script)
        #expect(harness.output.last == shown, "the script replays to the last frame shown")
    }

    @Test func closingTheTerminalEndsTheSessionWithTheScriptComplete() throws {
        var rng = SeededGenerator(state: 7)
        let path = scriptPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let terminal = try startRecording(path)
        let sent = try typeRandomKeys(15, on: terminal, using: &rng)
        try terminal.wait(for: "every key recorded") { _ in
            (try? ScriptParser.parse(FileManager.default.contents(atPath: path) ?? Data(), path: path).get())
                .map(recordedKeys) == sent
        }
        terminal.hangUp()
        #expect(try terminal.waitForExit() == .signaled(SIGHUP))
        #expect(recordedKeys(try leftScript(path)) == sent)
    }

    /// A terminal that is standard input but not the controlling terminal sends no SIGHUP
    /// when it closes; reads fail from then on, and the app must end instead of spinning.
    @Test func aTerminalThatGoesAwayWithoutAHangUpSignalEndsTheSession() throws {
        var rng = SeededGenerator(state: 8)
        let path = scriptPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let terminal = try startRecording(path, controlling: false)
        let sent = try typeRandomKeys(10, on: terminal, using: &rng)
        try terminal.wait(for: "every key recorded") { _ in
            (try? ScriptParser.parse(FileManager.default.contents(atPath: path) ?? Data(), path: path).get())
                .map(recordedKeys) == sent
        }
        terminal.hangUp()
        #expect(try terminal.waitForExit(timeout: 20) == .exited(0))
        #expect(recordedKeys(try leftScript(path)) == sent)
    }

    @Test func theScriptFileIsReplacedWholeNeverRewrittenInPlace() throws {
        let path = scriptPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try AtomicFile.write("size 80x24\n", to: path)
        let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        try AtomicFile.write("size 80x24\npress Down\n", to: path)
        let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        #expect(before != after, "a new file (inode) takes the name: a reader never sees half a script")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "size 80x24\npress Down\n")
        #expect(!FileManager.default.fileExists(atPath: AtomicFile.temporaryPath(for: path)))
    }

    @Test func aScriptThatCannotBeWrittenIsRefusedBeforeTheSessionStarts() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-dir-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("seam-err-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: errors) }
        let terminal = try PseudoTerminal(
            [SeamExecutable.path, "record", directory], size: Size(width: 80, height: 24),
            environment: SeamExecutable.environment(), errorPath: errors)
        #expect(try terminal.waitForExit() == .exited(2))
        let message = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(message == "seam: cannot write \(directory): Is a directory\n")
        #expect(!terminal.screen.isAlternateScreen)
    }
}
