import Foundation
import Testing
import TestSupport

/// `--help` is understood wherever it is given: after `seam`, and after each command, which
/// would otherwise refuse it as an unknown option.
struct CommandLineHelpTests {
    @Test(arguments: [["--help"], ["-h"], ["replay", "--help"], ["replay", "x.replay", "-h"], ["record", "--help"],
                      ["rules", "--help"], ["--invoices", "5", "--help"]])
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
}
