import Exercises
import Foundation
import Replay
import Screens
import Terminal

/// The command line (docs/replay.md). Errors go to stderr prefixed `seam:`; exit 2 for
/// unusable arguments.
@MainActor
enum Command {
    static let version = "0.1.0"

    static let usage = """
        usage: seam [--invoices N] [--tab NAME] [--lesson ID]   run the Ledger app in this terminal;
                                                                --lesson ID opens that rule's lesson
               seam record FILE [--invoices N] [--tab NAME] [--lesson ID]
                                                                run it and write what you do as a script
               seam replay SCRIPT... [--size CxR] [--state] [--frames] [--events] [--timing]
                           [--record-snapshots] [--junit FILE] [--svg DIR] [--invoices N] [--tab NAME]
                           [--lesson ID] [--svg-colors N] [--terminal TERM]...
                                                                SCRIPT - reads standard input;
                                                                --terminal also checks a real terminal
               seam replay --matrix SCRIPT...                   run under 16 trait combinations
               seam rules [ID | --json | --markdown]            the navigation ownership rules,
                                                                one rule in full, or docs/rules.md
               seam lint [--format plain|json|sarif|github] [--rule ID]... [--disable ID]... PATH...
                                                                check UIKit and SwiftUI source for
                                                                the rules (docs/lint.md)
               seam lint --checks [--markdown]                  what each check looks for
               seam exercises init DIR [--seam PATH]            learn each rule by fixing code: a package
               seam exercises check [DIR] [--format plain|json] of exercises, checked (docs/exercises.md);
               seam exercises watch [DIR]                       watch re-checks on every save
               seam exercises hint ID | solution ID [DIR] [--force]
               seam --help | --version

        Replay exit status: 0 every expectation held, 1 one failed, 2 bad arguments or scripts.
        Exercises check exit status: 0 every exercise done, 1 one is not, 2 bad arguments.
        Lint exit status: 0 nothing found, 1 findings, 2 bad arguments or a path that cannot be read.
        A missing golden file fails; --record-snapshots or SEAM_RECORD=1 records golden files
        (a run that wrote one exits 1: read them, then run again).

        Keys: ↑↓ select · Enter open · Esc back · 1 2 3 tabs · ? help · F2 inspector
              F3 light/dark · F4/F5 text size · F6 direction · F7 bold text · F8 reduce motion
              q quit
        """

    static func run(_ arguments: [String]) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        // `--help` anywhere — `seam replay --help` as much as `seam --help` — asks for the usage.
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            print(usage)
            return 0
        }
        switch arguments.first {
        case "--version":
            print("seam \(version)")
            print(terminalLine(environment))
            return 0
        case "replay":
            return ReplayCommand.run(Array(arguments.dropFirst()), environment: environment)
        case "lint":
            return runLint(Array(arguments.dropFirst()))
        case "exercises":
            return ExercisesCommand.run(
                Array(arguments.dropFirst()),
                host: ExercisesCommand.Host(lintProgram: sibling("seam-lint"), seamProgram: sibling("seam")))
        case "rules":
            let output = RuleCatalogText.command(Array(arguments.dropFirst()))
            return write(output.standardOutput, output.standardError, status: output.status)
        case "record":
            guard arguments.count >= 2, !arguments[1].hasPrefix("-") else {
                return fail("record needs a FILE\n\(usage)")
            }
            let appArguments = Array(arguments.dropFirst(2))
            switch AppOptions.parse(appArguments) {
            case .failure(let e): return fail("\(e)\n\(usage)")
            case .success(let options):
                return Interactive.run(
                    options, recording: RecordingTarget(path: arguments[1], appArguments: appArguments))
            }
        case let word? where !word.hasPrefix("-"):
            return fail("unknown command '\(word)'\n\(usage)")
        default:
            switch AppOptions.parse(arguments) {
            case .failure(let e): return fail("\(e)\n\(usage)")
            case .success(let options): return Interactive.run(options, recording: nil)
            }
        }
    }

    /// What `--version` says of this terminal: its type and the colours Seam draws with there.
    static func terminalLine(_ environment: [String: String]) -> String {
        guard let term = environment["TERM"], !term.isEmpty else { return "terminal: TERM is not set" }
        guard let description = TerminalDescription.read(term: term) else {
            return "terminal: TERM=\(term), unknown to terminfo"
        }
        if environment["NO_COLOR"] != nil { return "terminal: TERM=\(term), no colours (NO_COLOR)" }
        return "terminal: TERM=\(term), \(description.capabilities.colorDepth.name)"
    }

    /// `seam lint`: the program `seam-lint` beside this one takes over the process (it links
    /// SwiftSyntax, which the app does not load); it returns only when it cannot be started.
    static func runLint(_ arguments: [String]) -> Int32 {
        let lint = sibling("seam-lint")
        guard FileManager.default.isExecutableFile(atPath: lint) else {
            return fail(
                "lint needs the program seam-lint beside seam (\(lint)); `make build` or `swift build` makes both")
        }
        setenv("SEAM_VERSION", version, 1)
        let argv = ([lint] + arguments).map { strdup($0) } + [nil]
        execv(lint, argv)
        return fail("lint: cannot start \(lint): \(String(cString: strerror(errno)))")
    }

    /// The program `name` in this program's folder (`seam-lint` beside `seam`).
    static func sibling(_ name: String) -> String {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// A command's output written out; its status returned.
    static func write(_ standardOutput: String, _ standardError: String, status: Int32) -> Int32 {
        FileHandle.standardOutput.write(Data(standardOutput.utf8))
        FileHandle.standardError.write(Data(standardError.utf8))
        return status
    }

    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("seam: \(message)\n".utf8))
        return 2
    }
}
