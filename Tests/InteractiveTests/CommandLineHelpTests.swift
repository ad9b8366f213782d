import Foundation
import Testing
import AppTestSupport

/// `--help` is understood wherever it is given: after `seam`, and after each command, which
/// would otherwise refuse it as an unknown option.
struct CommandLineHelpTests {
    @Test(arguments: [
        ["--help"], ["-h"], ["replay", "--help"], ["replay", "x.replay", "-h"], ["record", "--help"],
        ["rules", "--help"], ["--invoices", "5", "--help"],
    ])
    func helpPrintsTheUsageAndSucceeds(arguments: [String]) throws {
        let result = try SeamExecutable.run(arguments)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("usage: seam"))
        #expect(result.output.contains("seam replay SCRIPT..."))
        #expect(result.errors.isEmpty)
    }

    @Test func anUnknownOptionIsStillRefused() throws {
        let result = try SeamExecutable.run(["replay", "--nope"])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("seam: "))
    }

    @Test(arguments: [
        (["TERM": "xterm-256color"], "terminal: TERM=xterm-256color, 256 colours"),
        (["TERM": "xterm"], "terminal: TERM=xterm, 8 colours"),
        (["TERM": "vt100"], "terminal: TERM=vt100, no colours"),
        (["TERM": "xterm-256color", "NO_COLOR": "1"], "terminal: TERM=xterm-256color, no colours (NO_COLOR)"),
        (["TERM": "no-such-terminal"], "terminal: TERM=no-such-terminal, unknown to terminfo"),
    ])
    func versionNamesTheColoursOfThisTerminal(environment: [String: String], line: String) throws {
        let result = try SeamExecutable.run(["--version"], environment: SeamExecutable.environment(environment))
        #expect(result.status == 0)
        #expect(result.output == "seam 0.1.0\n\(line)\n")
    }
}
