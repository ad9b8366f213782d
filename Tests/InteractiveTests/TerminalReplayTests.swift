import Foundation
import Imperative
import Replay
import Screens
import Terminal
import TerminalReplay
import Testing
import AppTestSupport

/// The replays through real terminal types: the app on a pseudo-terminal, its output read by
/// libvterm, compared with the headless frame after every line (`seam replay --terminal`).
@Suite(.serialized) struct TerminalReplayTests {
    /// The Ledger, the Account tab and its settings, a push, a sheet and a dialog, a lesson,
    /// text entry (wide text, emoji, a combining sequence, a paste), resizes and paging.
    static let scripts = [
        "Skeleton/push-detail", "Cells/selection", "Cells/scroll-position", "Account/settings", "Bridges/export-sheet",
        "Bridges/void-confirmation", "Docs/lesson", "Declarative/detail-note", "Terminals/note-emoji",
        "Input/paste", "Declarative/detail-focus-survives-resize", "Imperative/size-classes",
    ]
    static let terminals = ["xterm-256color", "xterm", "screen", "tmux-256color", "linux", "vt100", "ansi"]

    /// The scripts' paths; a terminal without a mouse (vt100, ansi) leaves out the paste
    /// script, which clicks.
    static func paths(for term: String = "xterm") -> [String] {
        let replays = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Replays")
        let hasMouse = TerminalDescription.read(term: term)?.reportsMouseAsSGR != nil
        return scripts.filter { hasMouse || $0 != "Input/paste" }.map {
            replays.appendingPathComponent("\($0).replay").path
        }
    }

    @Test(arguments: terminals)
    func theScreenMatchesTheReplayInEveryTerminal(term: String) throws {
        let paths = Self.paths(for: term)
        let result = try SeamExecutable.run(["replay", "--terminal", term] + paths)
        #expect(result.status == 0, "\(result.output)\n\(result.errors)")
        #expect(result.output.components(separatedBy: "\n").filter { $0.hasPrefix("ok ") }.count == paths.count)
    }

    @Test func theScreenMatchesWithoutColours() throws {
        let result = try SeamExecutable.run(
            ["replay", "--terminal", "xterm-256color"] + Self.paths(),
            environment: SeamExecutable.environment(["NO_COLOR": "1"]))
        #expect(result.status == 0, "\(result.output)\n\(result.errors)")
        #expect(result.output.contains("xterm-256color, NO_COLOR:"))
    }

    /// The check can fail: an app that draws something else (three invoices instead of a
    /// thousand) fails the replay at its first frame, naming the row.
    @MainActor @Test func aScreenThatDiffersFailsNamingTheRow() throws {
        let wrapper = FileManager.default.temporaryDirectory.appendingPathComponent(
            "seam-three-invoices-\(getpid()).sh"
        ).path
        try "#!/bin/sh\nexec '\(SeamExecutable.path)' \"$@\" --invoices 3\n".write(
            toFile: wrapper, atomically: true, encoding: .utf8)
        chmod(wrapper, 0o755)
        defer { unlink(wrapper) }
        let check = try #require(TerminalCheck(term: "xterm", executable: wrapper, noColor: false))
        var failures: [String] = []
        let runner = ReplayRunner(factory: { try LedgerApp.make(arguments: $0, size: $1) })
        runner.output = { _ in }
        runner.errors = { failures.append($0) }
        runner.observer = check
        let script = try #require(try? ScriptLoader.load([Self.paths()[0]]).get().first)
        let outcome = runner.run(script)
        #expect(outcome.exitCode == 1)
        #expect(
            failures.first?.contains("terminal xterm differs from the replay: row 1 differs from column 79") == true,
            "\(failures.first ?? "")")
    }

    @Test func anUnknownTerminalTypeIsRefused() throws {
        let result = try SeamExecutable.run(["replay", "--terminal", "no-such-terminal", Self.paths()[0]])
        #expect(result.status == 2)
        #expect(result.errors.contains("unknown terminal type 'no-such-terminal'"))
        #expect(result.errors.contains("ncurses-term"))
    }
}
