import Foundation
import Screens

/// The command line of SPEC §2. Errors go to stderr prefixed `seam:`; exit 2 for
/// unusable arguments.
@MainActor
enum Command {
    static let version = "0.1.0"

    static let usage = """
    usage: seam [--invoices N] [--tab NAME]           run the Ledger app in this terminal
           seam replay SCRIPT... [--size CxR] [--state] [--frames] [--record-snapshots]
           seam --help | --version

    Keys: ↑↓ select · Enter open · Esc back · F3 light/dark · F4/F5 text size
          F6 direction · F7 bold text · q quit
    """

    static func run(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case "--help", "-h":
            print(usage)
            return 0
        case "--version":
            print("seam \(version)")
            return 0
        case "replay":
            return ReplayCommand.run(Array(arguments.dropFirst()))
        default:
            switch AppOptions.parse(arguments) {
            case .failure(let e): return fail("\(e)\n\(usage)")
            case .success(let options): return Interactive.run(options)
            }
        }
    }

    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("seam: \(message)\n".utf8))
        return 2
    }
}
