import Foundation
import JSONText
import Rules

/// How `seam lint` prints its findings: as the compiler does (editors and Xcode read it),
/// as JSON, as SARIF 2.1.0 for code-scanning dashboards, or as GitHub workflow annotations.
public enum LintFormat: String, CaseIterable, Sendable {
    case plain, json, sarif, github

    /// The findings and notes of `report` in this format, for standard output; SARIF names
    /// the checked `rules` and the tool's `version`.
    public func render(_ report: LintReport, rules: [Rule], version: String) -> String {
        switch self {
        case .plain: Self.plain(report)
        case .json: Self.json(report.findings)
        case .sarif: Self.sarif(report.findings, rules: rules, version: version)
        case .github: Self.github(report)
        }
    }

    /// `PATH:LINE:COLUMN: warning: MESSAGE [RULE]`, then `    see: seam --lesson RULE`;
    /// syntax errors and unknown ids in `seam:ignore` comments as `note:` lines, in place.
    static func plain(_ report: LintReport) -> String {
        var entries: [(key: (String, Int, Int), text: String)] = report.findings.map { finding in
            (
                (finding.file, finding.line, finding.column),
                "\(finding.file):\(finding.line):\(finding.column): "
                    + "\(finding.severity.rawValue): \(finding.message) [\(finding.rule.id)]\n"
                    + "    see: seam --lesson \(finding.rule.id)\n"
            )
        }
        entries += report.notes.map { note in
            ((note.file, note.line, note.column), "\(note.file):\(note.line):\(note.column): note: \(note.message)\n")
        }
        return entries.sorted { $0.key < $1.key }.map(\.text).joined()
    }

    /// An array of `{file, line, column, rule, message, severity}`, `[]` when nothing is found.
    static func json(_ findings: [LintFinding]) -> String {
        JSON.array(
            findings.map { finding in
                .object([
                    ("file", .string(finding.file)), ("line", .number(finding.line)),
                    ("column", .number(finding.column)),
                    ("rule", .string(finding.rule.id)), ("message", .string(finding.message)),
                    ("severity", .string(finding.severity.rawValue)),
                ])
            }
        ).pretty() + "\n"
    }

    /// One SARIF 2.1.0 run: the checked rules as `tool.driver.rules` (title, why, the two
    /// ways and the lesson as help), one result a finding with its place.
    static func sarif(_ findings: [LintFinding], rules: [Rule], version: String) -> String {
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
        let driver = JSON.object([
            ("name", .string("seam lint")), ("version", .string(version)),
            ("rules", .array(rules.map(sarifRule))),
        ])
        let results = findings.map { finding -> JSON in
            let region = JSON.object([("startLine", .number(finding.line)), ("startColumn", .number(finding.column))])
            let location = JSON.object([
                (
                    "physicalLocation",
                    .object([
                        ("artifactLocation", .object([("uri", .string(uri(finding.file)))])), ("region", region),
                    ])
                )
            ])
            return .object([
                ("ruleId", .string(finding.rule.id)), ("ruleIndex", index[finding.rule].map(JSON.number) ?? .null),
                ("level", .string(finding.severity.rawValue)),
                ("message", .object([("text", .string(finding.message))])),
                ("locations", .array([location])),
            ])
        }
        return JSON.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ]).pretty() + "\n"
    }

    private static func sarifRule(_ rule: Rule) -> JSON {
        let entry = rule.entry
        let text = { (value: String) in JSON.object([("text", .string(value))]) }
        // SARIF's `name` is an identifier-like form of the id.
        let name = rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let help =
            entry.title + "\n\nWrong:\n" + entry.wrong + "\n\nRight:\n" + entry.right
            + "\n\nSee the lesson: seam --lesson " + rule.id
        return .object([
            ("id", .string(rule.id)), ("name", .string(name)),
            ("shortDescription", text(entry.title)),
            ("fullDescription", text(entry.why.trimmingCharacters(in: .whitespacesAndNewlines))),
            ("help", text(help)),
            ("defaultConfiguration", .object([("level", .string("warning"))])),
            ("properties", .object([("tags", .array([.string(entry.pattern.rawValue)]))])),
        ])
    }

    /// A path as a URI reference: relative stays relative, reserved characters escaped.
    static func uri(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// `::warning file=…,line=…,col=…,title=RULE::MESSAGE`, and `::notice` for notes.
    static func github(_ report: LintReport) -> String {
        let findings = report.findings.map { finding in
            "::warning file=\(property(finding.file)),line=\(finding.line),col=\(finding.column),"
                + "title=\(property(finding.rule.id))"
                + "::\(data(finding.message + " (see: seam --lesson \(finding.rule.id))"))\n"
        }
        let notes = report.notes.map { note in
            "::notice file=\(property(note.file)),line=\(note.line),col=\(note.column)::\(data(note.message))\n"
        }
        return (findings + notes).joined()
    }

    /// GitHub's escaping of a command's message, and of a property's value.
    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
