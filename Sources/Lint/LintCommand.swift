import Foundation
import Rules

/// `seam lint [--format F] [--rule ID]... [--disable ID]... PATH...` (docs/lint.md): the
/// findings on standard output, a summary and any complaint on standard error.
public enum LintCommand {
    /// What a `seam lint` command line prints, and its exit status.
    public struct Output: Equatable, Sendable {
        public var standardOutput = ""
        public var standardError = ""
        /// 0 nothing found, 1 something found, 2 a usage error or a path that cannot be read.
        public var status: Int32 = 0
    }

    public static let usage = """
        usage: seam lint [--format plain|json|sarif|github] [--rule ID]... [--disable ID]... PATH...
               seam lint --checks [--markdown]   the rules it checks and what each check looks for
        """

    struct Options {
        var format = LintFormat.plain
        var only: [Rule] = []
        var disabled: [Rule] = []
        var paths: [String] = []

        /// The rules to check, in catalog order.
        var rules: [Rule] {
            let chosen = only.isEmpty ? Linter.lintedRules : Set(only)
            return chosen.subtracting(disabled).sorted()
        }
    }

    /// Runs the command line; `version` is the tool's, for SARIF.
    public static func run(_ arguments: [String], version: String) -> Output {
        if arguments.first == "--checks" {
            switch Array(arguments.dropFirst()) {
            case []: return Output(standardOutput: Checks.table(markdown: false))
            case ["--markdown"]: return Output(standardOutput: Checks.table(markdown: true))
            default: return Output(standardError: "seam: lint --checks takes only --markdown\n\(usage)\n", status: 2)
            }
        }
        let options: Options
        switch parse(arguments) {
        case .failure(let message): return Output(standardError: "seam: \(message)\n\(usage)\n", status: 2)
        case .success(let parsed): options = parsed
        }
        let clock = ContinuousClock()
        let start = clock.now
        let report: LintReport
        do { report = try Linter.lint(paths: options.paths, rules: Set(options.rules)) } catch {
            return Output(standardError: "seam: \(error.description)\n", status: 2)
        }
        let seconds = (clock.now - start) / .seconds(1)
        var output = Output(standardOutput: options.format.render(report, rules: options.rules, version: version))
        output.standardError = report.skipped.map { "seam: warning: \($0.message)\n" }.joined()
        if options.format != .plain && options.format != .github {
            // Notes would break a JSON document; they go with the summary.
            output.standardError += report.notes.map { "\($0.file):\($0.line):\($0.column): note: \($0.message)\n" }
                .joined()
        }
        output.standardError += summary(report, seconds: seconds) + "\n"
        output.status = report.findings.isEmpty ? 0 : 1
        return output
    }

    /// `seam lint: N findings in M files (K files read, L lines, T s)`.
    static func summary(_ report: LintReport, seconds: Double) -> String {
        let findings = report.findings.count, files = report.filesWithFindings
        return "seam lint: \(findings) finding\(findings == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
            + " (\(report.filesRead) file\(report.filesRead == 1 ? "" : "s") read, "
            + "\(report.lines) line\(report.lines == 1 ? "" : "s"), "
            + String(format: "%.2f s)", seconds)
    }

    static func parse(_ arguments: [String]) -> Result<Options, Message> {
        var options = Options()
        var words = arguments[...]
        var onlyPaths = false
        while let word = words.popFirst() {
            if onlyPaths || !word.hasPrefix("-") || word == "-" {
                options.paths.append(word)
                continue
            }
            switch word {
            case "--":
                onlyPaths = true
            case "--format":
                guard let value = words.popFirst() else {
                    return .failure("lint: --format needs plain, json, sarif or github")
                }
                guard let format = LintFormat(rawValue: value) else {
                    return .failure("lint: unknown format '\(value)' (plain, json, sarif or github)")
                }
                options.format = format
            case "--rule", "--disable":
                guard let id = words.popFirst() else { return .failure("lint: \(word) needs a rule id") }
                guard let rule = Rule(id: id) else {
                    return .failure("lint: unknown rule '\(id)' (did you mean \(Rule.closest(to: id).id)?)")
                }
                guard Linter.lintedRules.contains(rule) else {
                    return .failure("lint: rule '\(id)' has no static check (`seam rules --json` shows which do)")
                }
                if word == "--rule" { options.only.append(rule) } else { options.disabled.append(rule) }
            default:
                return .failure("lint: unknown option '\(word)'")
            }
        }
        guard !options.paths.isEmpty else { return .failure("lint needs a PATH (a Swift file or a folder)") }
        return .success(options)
    }

    /// A usage complaint, without the `seam: ` prefix.
    struct Message: Error, ExpressibleByStringInterpolation {
        var text: String
        init(stringLiteral value: String) { text = value }
        init(stringInterpolation: DefaultStringInterpolation) {
            text = String(stringInterpolation: stringInterpolation)
        }
    }
}

extension LintCommand.Message: CustomStringConvertible {
    var description: String { text }
}
