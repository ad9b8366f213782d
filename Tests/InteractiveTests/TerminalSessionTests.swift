import Foundation
import Replay
import Terminal
import Testing
import AppTestSupport
import TestSupport

@MainActor
@Suite(.serialized) struct TerminalSessionTests {
    @Test func theFirstFrameOnATerminalIsTheReplayFrame() throws {
        let terminal = try PseudoTerminal(
            [SeamExecutable.path, "--invoices", "50"], size: Size(width: 80, height: 24),
            environment: SeamExecutable.environment())
        try terminal.wait(forText: "q quit")
        try terminal.send("\u{1B}OB\u{1B}OB\r")
        try terminal.wait(forText: "Invoice #00003")
        try terminal.settle()
        var harness = ReplayHarness()
        harness.run(source: "size 80x24\nargs --invoices 50\npress Down Down Enter\n")
        #expect(terminal.screen.text == harness.output.last)
        #expect(terminal.screen.unknownSequences == [])
        try terminal.send("q")
        #expect(try terminal.waitForExit() == .exited(0))
    }

    /// Regression: Escape and Down arriving together (typed quickly, or while the app was
    /// busy) lost the Down.
    @Test func escapeAndAnArrowArrivingTogetherAreBothHandled() throws {
        let terminal = try PseudoTerminal(
            [SeamExecutable.path, "--invoices", "50"], size: Size(width: 80, height: 24),
            environment: SeamExecutable.environment())
        try terminal.wait(forText: "q quit")
        try terminal.send(TerminalKeys.bytes(for: [.down, .down, .enter]))
        try terminal.wait(forText: "Invoice #00003")
        try terminal.send(TerminalKeys.bytes(for: [.escape, .down, .down]))
        try terminal.wait(for: "the Ledger again") { !$0.screen.text.contains("Void invoice") }
        try terminal.settle()
        var harness = ReplayHarness()
        harness.run(source: "size 80x24\nargs --invoices 50\npress Down Down Enter Escape Down Down\n")
        #expect(terminal.screen.text == harness.output.last)
        try terminal.send("q")
        #expect(try terminal.waitForExit() == .exited(0))
    }
}
