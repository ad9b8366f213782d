import Foundation
import Terminal
import Testing
import AppTestSupport
import TestSupport

/// The terminal input a user expects, on a real pseudo-terminal: the background asked at
/// start-up picks the colour scheme, Home and End as tmux sends them, and a real paste.
@MainActor
@Suite(.serialized) struct InputSessionTests {
    private static let osc11Query = Array("\u{1B}]11;?".utf8)

    private func start(_ extra: [String: String] = [:]) throws -> PseudoTerminal {
        try PseudoTerminal(
            [SeamExecutable.path, "--invoices", "50"], size: Size(width: 80, height: 24),
            environment: SeamExecutable.environment(extra))
    }

    private func asked(_ terminal: PseudoTerminal) -> Bool {
        let out = terminal.output
        return out.count >= Self.osc11Query.count
            && (0...(out.count - Self.osc11Query.count)).contains {
                Array(out[$0..<$0 + Self.osc11Query.count]) == Self.osc11Query
            }
    }

    /// The inspector over the invoice detail names the scheme its host sees: `colorScheme  light (trait)`.
    @Test func aTerminalThatAnswersWithALightBackgroundGetsTheLightScheme() throws {
        let terminal = try start()
        try terminal.wait(for: "the background query") { asked($0) }
        try terminal.send("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}\u{1B}[?62;22c")
        try terminal.wait(forText: "q quit")
        try terminal.send(TerminalKeys.bytes(for: [.enter, .function(2)]))
        try terminal.wait(forText: "colorScheme  light (trait)")
        try terminal.send("q")
        #expect(try terminal.waitForExit() == .exited(0))
    }

    @Test func aTerminalThatAnswersWithADarkBackgroundGetsTheDarkScheme() throws {
        let terminal = try start(["COLORFGBG": "0;15"])
        try terminal.wait(for: "the background query") { asked($0) }
        try terminal.send("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;22c")
        try terminal.wait(forText: "q quit")
        try terminal.send(TerminalKeys.bytes(for: [.enter, .function(2)]))
        try terminal.wait(forText: "colorScheme  dark (trait)")
        try terminal.send("q")
        #expect(try terminal.waitForExit() == .exited(0))
    }

    /// A terminal that does not answer: after the short wait COLORFGBG decides.
    @Test func aSilentTerminalFallsBackToColorFGBG() throws {
        let terminal = try start(["COLORFGBG": "0;15"])
        try terminal.wait(forText: "q quit")
        try terminal.send(TerminalKeys.bytes(for: [.enter, .function(2)]))
        try terminal.wait(forText: "colorScheme  light (trait)")
        try terminal.send("q")
        #expect(try terminal.waitForExit() == .exited(0))
    }

    /// Under TERM=xterm-256color tmux sends Home and End as ESC [ 1 ~ and ESC [ 4 ~, which
    /// that terminal description does not list.
    @Test func homeAndEndAsTmuxSendsThemMoveTheCursorInAField() throws {
        let terminal = try start()
        try terminal.wait(forText: "q quit")
        try terminal.send(TerminalKeys.bytes(for: [.down, .down, .enter]))
        try terminal.wait(forText: "Invoice #00003")
        try terminal.send(TerminalKeys.bytes(for: [.tab, .tab]))
        try terminal.wait(forText: "Note ▕")
        try terminal.send("abc\u{1B}[1~X\u{1B}[4~Y\u{1B}[H1\u{1B}OF2")
        try terminal.wait(forText: "Note ▕1XabcY2")
        try terminal.send(TerminalKeys.bytes(for: [.escape]))
        try terminal.wait(for: "the Ledger") { !$0.screen.text.contains("Note") }
        // on the list: End selects the last row (the list scrolls to it), Home the first
        try terminal.send("\u{1B}[4~")
        try terminal.wait(forText: "Invoice #00050")
        try terminal.send("\u{1B}[1~")
        try terminal.wait(for: "the first row again") { $0.screen.text.contains("Invoice #00001") }
        try terminal.send("q")
        #expect(try terminal.waitForExit() == .exited(0))
    }

    /// A paste arrives whole: its q and line break neither quit nor activate, on the list
    /// (dropped) or in the field (inserted as one edit).
    @Test func aRealPasteIsOneEditAndNeverKeys() throws {
        let terminal = try start()
        try terminal.wait(forText: "q quit")
        try terminal.send("\u{1B}[200~q\r\u{1B}[201~")
        try terminal.send(TerminalKeys.bytes(for: [.down, .down, .enter]))
        try terminal.wait(forText: "Invoice #00003")
        try terminal.send(TerminalKeys.bytes(for: [.tab, .tab]))
        try terminal.wait(forText: "Note ▕")
        try terminal.send("\u{1B}[200~Paid? q\rthanks\u{1B}[201~")
        try terminal.wait(forText: "Note ▕Paid? q thanks")
        #expect(terminal.termination == nil)
        #expect(terminal.screen.text.contains("Invoice #00003"))
        try terminal.send(TerminalKeys.bytes(for: [.escape]))
        try terminal.wait(for: "the Ledger") { !$0.screen.text.contains("Note") }
        try terminal.send("q")
        #expect(try terminal.waitForExit() == .exited(0))
        #expect(terminal.screen.unknownSequences == [])
    }
}
