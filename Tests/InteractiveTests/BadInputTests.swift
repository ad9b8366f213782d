import Foundation
import Replay
import Terminal
import Testing
import AppTestSupport
import TestSupport
#if canImport(Glibc)
    import Glibc
#endif

/// The real program refuses what it cannot use with one `seam:` line on standard error and
/// exit status 2, before it draws anything: unknown commands and options, out-of-range
/// values, no terminal on standard input or output, a missing, unknown or dumb `TERM`. A
/// terminal of 1x1 shows what fits and the app comes back whole when it grows.
@MainActor
@Suite(.serialized) struct BadInputTests {
    nonisolated static let refusals: [(arguments: [String], message: String)] = [
        (["frobnicate"], "seam: unknown command 'frobnicate'"),
        (["--frob"], "seam: unknown option '--frob'"),
        (["--invoices", "-1"], "seam: --invoices needs a number from 0 to 10000000"),
        (["--invoices", "20000000"], "seam: --invoices needs a number from 0 to 10000000"),
        (["--invoices", "many"], "seam: --invoices needs a number from 0 to 10000000"),
        (["--invoices"], "seam: --invoices needs a number from 0 to 10000000"),
        (["--tab", "Nope"], "seam: unknown tab 'Nope' (tabs: Ledger, Account, Lessons)"),
        (["--tab"], "seam: --tab needs a tab name"),
        (["--lesson", "one-ownr"], "seam: unknown lesson 'one-ownr'; did you mean 'one-owner'?"),
        (["--lesson"], "seam: --lesson needs a rule id"),
        (["record"], "seam: record needs a FILE"),
        (["record", "out.replay", "--invoices", "-1"], "seam: --invoices needs a number from 0 to 10000000"),
        (["record", "out.replay", "--tab", "Nope"], "seam: unknown tab 'Nope' (tabs: Ledger, Account, Lessons)"),
        (
            ["record", "out.replay", "--lesson", "cell-stat-reuse"],
            "seam: unknown lesson 'cell-stat-reuse'; did you mean 'cell-state-reuse'?"
        ),
        (["replay"], "seam: replay needs at least one SCRIPT"),
        (
            ["replay", "-", "--size", "0x0"],
            "seam: --size needs COLUMNSxROWS from 1x1 to 1000x1000, e.g. 80x24, not '0x0'"
        ),
        (
            ["replay", "-", "--size", "1001x5"],
            "seam: --size needs COLUMNSxROWS from 1x1 to 1000x1000, e.g. 80x24, not '1001x5'"
        ),
        (["replay", "-", "--invoices", "-1"], "seam: <stdin>: --invoices needs a number from 0 to 10000000"),
        (["replay", "-", "--invoices", "20000000"], "seam: <stdin>: --invoices needs a number from 0 to 10000000"),
        (["replay", "-", "--tab", "Nope"], "seam: <stdin>: unknown tab 'Nope' (tabs: Ledger, Account, Lessons)"),
        (
            ["replay", "-", "--lesson", "one-ownr"],
            "seam: <stdin>: unknown lesson 'one-ownr'; did you mean 'one-owner'?"
        ),
        (["replay", "-", "--fast"], "seam: unknown replay option '--fast'"),
        (["rules", "no-such-rule"], "seam: unknown rule 'no-such-rule'"),
        (["rules", "--bogus"], "seam: unknown rules option '--bogus'"),
    ]

    @Test(arguments: refusals.indices)
    func unusableArgumentsAreRefusedWithASeamLineAndStatusTwo(index: Int) throws {
        let (arguments, message) = Self.refusals[index]
        let result = try SeamExecutable.run(arguments, standardInput: "press Down\n")
        #expect(result.status == 2, "\(arguments)")
        #expect(result.errors.hasPrefix(message), "\(arguments): \(result.errors)")
        #expect(result.output.isEmpty, "\(arguments) ran: \(result.output)")
    }

    // MARK: No terminal

    /// A pseudo-terminal's two ends, for a program that gets the terminal on one standard
    /// stream only.
    private func openTerminal() throws -> (master: Int32, slave: FileHandle) {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0, number: UInt32 = 0
        // TIOCSPTLCK and TIOCGPTN (Linux), as PseudoTerminal does.
        try #require(
            master >= 0 && ioctl(master, 0x4004_5431, &unlock) == 0 && ioctl(master, 0x8004_5430, &number) == 0)
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(slave >= 0)
        return (master, FileHandle(fileDescriptor: slave, closeOnDealloc: true))
    }

    private func runApp(standardInput: Any, standardOutput: Any) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SeamExecutable.path)
        process.arguments = ["--invoices", "3"]
        process.environment = SeamExecutable.environment()
        let errors = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = errors
        try process.run()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: err, as: UTF8.self))
    }

    @Test func withoutATerminalOnEitherStreamTheAppSaysToReplay() throws {
        let message = "seam: not a terminal; use 'seam replay SCRIPT'\n"
        let neither = try runApp(standardInput: Pipe(), standardOutput: Pipe())
        #expect(neither.status == 2 && neither.errors == message)

        let (master, slave) = try openTerminal()
        defer { close(master) }
        let output = Pipe()
        let inputOnly = try runApp(standardInput: slave, standardOutput: output)
        #expect(inputOnly.status == 2 && inputOnly.errors == message, "standard output is a pipe")
        try output.fileHandleForWriting.close()
        #expect(output.fileHandleForReading.readDataToEndOfFile().isEmpty, "nothing drawn into the pipe")

        let outputOnly = try runApp(standardInput: Pipe(), standardOutput: slave)
        #expect(outputOnly.status == 2 && outputOnly.errors == message, "standard input is a pipe")
    }

    // MARK: TERM

    nonisolated static let terminalTypes: [(term: String?, message: String)] = [
        (nil, "seam: TERM is not set; set it to your terminal's type, e.g. xterm-256color\n"),
        ("", "seam: TERM is not set; set it to your terminal's type, e.g. xterm-256color\n"),
        (
            "no-such-terminal",
            "seam: unknown terminal type 'no-such-terminal'; "
                + "set TERM=xterm-256color, or install ncurses-term (more terminal types)\n"
        ),
        ("dumb", "seam: the terminal type 'dumb' cannot move the cursor; set TERM to e.g. xterm-256color\n"),
    ]

    @Test(arguments: terminalTypes.indices)
    func aMissingUnknownOrDumbTerminalTypeIsRefusedAndTheTerminalLeftAlone(index: Int) throws {
        let (term, message) = Self.terminalTypes[index]
        var environment = SeamExecutable.environment()
        environment["TERM"] = term
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("seam-term-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        let terminal = try PseudoTerminal(
            [SeamExecutable.path], size: Size(width: 80, height: 24),
            environment: environment, errorPath: errorPath)
        #expect(try terminal.waitForExit() == .exited(2))
        #expect(String(decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self) == message)
        #expect(terminal.output.isEmpty, "nothing was written to the terminal")
    }

    // MARK: 1x1

    @Test func aOneByOneTerminalShowsWhatFitsAndTheAppRecoversWhenItGrows() throws {
        let terminal = try PseudoTerminal(
            [SeamExecutable.path, "--invoices", "50"], size: Size(width: 1, height: 1),
            environment: SeamExecutable.environment())
        try terminal.wait(forText: "…")
        try terminal.send(TerminalKeys.bytes(for: [.down, .enter]))  // inert while too small
        terminal.resize(to: Size(width: 30, height: 5))
        try terminal.wait(forText: "too small: 30x5")
        terminal.resize(to: Size(width: 80, height: 24))
        try terminal.wait(forText: "[n] New")  // not "q quit": the too-small message says "q quits"
        try terminal.settle()
        var harness = ReplayHarness()
        harness.run(source: "size 1x1\nargs --invoices 50\npress Down Enter\nresize 30x5\nresize 80x24\n")
        #expect(terminal.screen.text == harness.output.last)
        #expect(terminal.screen.text.contains("[n] New"), "the Ledger, no invoice opened")
        try terminal.send("q")
        #expect(try terminal.waitForExit() == .exited(0))
    }
}
