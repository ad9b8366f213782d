import Foundation
import Replay
import Screens
import Terminal

/// Runs `seam replay`'s command line in the test process, as `seam` runs it with the Ledger
/// app (or an app of the test's own): what it prints on stdout and stderr is captured, the
/// environment and standard input are the test's.
@MainActor
public struct CommandLineHarness {
    public var output: [String] = []
    public var errors: [String] = []
    public var environment: [String: String] = [:]
    /// What `-` reads.
    public var standardInput = ""
    public var factory: ReplayAppFactory

    public init(factory: @escaping ReplayAppFactory = { try LedgerApp.make(arguments: $0, size: $1) }) {
        self.factory = factory
    }

    /// Runs `seam replay ARGUMENTS…` and returns its exit status.
    public mutating func run(_ arguments: [String]) -> Int32 {
        var out: [String] = [], err: [String] = []
        var command = ReplayCommandLine(
            validate: { words in
                if case .failure(let e) = AppOptions.parse(words) { return e.message }
                return nil
            }, factory: factory)
        command.environment = environment
        let input = standardInput
        command.standardInput = { Data(input.utf8) }
        command.output = { out.append($0) }
        command.errors = { err.append($0) }
        let status = command.run(arguments)
        output += out
        errors += err
        return status
    }

    /// A fresh temporary directory for one test's scripts, goldens and reports.
    nonisolated public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("seam-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
