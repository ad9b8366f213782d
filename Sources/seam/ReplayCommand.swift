import Foundation
import Replay
import Screens

/// `seam replay SCRIPT... [options]` (docs/replay.md): `ReplayCommandLine` with the Ledger
/// app, whose options (`--invoices`, `--tab`) are checked for every script before any runs.
@MainActor
enum ReplayCommand {
    static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
        var command = ReplayCommandLine(validate: { words in
            if case .failure(let e) = AppOptions.parse(words) { return e.message }
            return nil
        }, factory: { try LedgerApp.make(arguments: $0, size: $1) })
        command.environment = environment
        return command.run(arguments)
    }
}
