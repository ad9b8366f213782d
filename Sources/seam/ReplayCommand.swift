import Foundation
import Replay
import Screens
import TerminalReplay

/// `seam replay SCRIPT... [options]` (docs/replay.md): `ReplayCommandLine` with the Ledger
/// app, whose options (`--invoices`, `--tab`, `--lesson`) are checked for every script before any runs;
/// `--terminal TERM` runs this very program in a terminal emulator (`TerminalCheck`).
@MainActor
enum ReplayCommand {
    static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
        var command = ReplayCommandLine(
            validate: { words in
                if case .failure(let e) = AppOptions.parse(words) { return e.message }
                return nil
            }, factory: { try LedgerApp.make(arguments: $0, size: $1) })
        command.environment = environment
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        command.terminal = { TerminalCheck(term: $0, executable: executable, noColor: environment["NO_COLOR"] != nil) }
        return command.run(arguments)
    }
}
