import Foundation
import Testing
import TestSupport

/// `--help` is understood wherever it is given: after `seam`, and after each command, which
/// would otherwise refuse it as an unknown option.
struct CommandLineHelpTests {
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SeamExecutable.path)
        process.arguments = arguments
        process.environment = SeamExecutable.environment()
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test(arguments: [["--help"], ["-h"], ["replay", "--help"], ["replay", "x.replay", "-h"], ["record", "--help"],
                      ["rules", "--help"], ["--invoices", "5", "--help"]])
    func helpPrintsTheUsageAndSucceeds(arguments: [String]) throws {
        let result = try Self.run(arguments)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("usage: seam"))
        #expect(result.output.contains("seam replay SCRIPT..."))
        #expect(result.errors.isEmpty)
    }

    @Test func anUnknownOptionIsStillRefused() throws {
        let result = try Self.run(["replay", "--nope"])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("seam: "))
    }
}
