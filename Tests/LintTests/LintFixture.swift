import Foundation
@testable import Lint
import Rules

/// Lints in-memory files and answers in the shape tests compare: `(rule, line)` pairs.
enum LintFixture {
    /// Findings for one file named `Fixture.swift`.
    static func findings(_ source: String, rules: Set<Rule> = Set(Rule.allCases)) -> [LintFinding] {
        Linter.lint(sources: [("Fixture.swift", source)], rules: rules).findings
    }

    /// Findings across several files, each `(path, text)`.
    static func findings(_ files: [(String, String)], rules: Set<Rule> = Set(Rule.allCases)) -> [LintFinding] {
        Linter.lint(sources: files.map { (path: $0.0, text: $0.1) }, rules: rules).findings
    }

    /// `rule@line` for each finding, sorted: easy to read in a failed expectation.
    static func summary(_ findings: [LintFinding]) -> [String] {
        findings.map { "\($0.rule.id)@\($0.line)" }
    }

    /// The package's root folder, where the lessons' sources are.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A rule's lesson source file, as text.
    static func lesson(of rule: Rule) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(rule.entry.lesson), encoding: .utf8)
    }

    /// A rule's catalog snippet (the wrong or the right one) linted with its lesson's file as
    /// the rest of the project; the snippet's findings, as `rule@line`.
    static func snippetFindings(_ rule: Rule, wrong: Bool) throws -> [String] {
        let name = wrong ? "Wrong.swift" : "Right.swift"
        let snippet = wrong ? rule.entry.wrong : rule.entry.right
        return summary(
            findings([(name, snippet), (rule.entry.lesson, try lesson(of: rule))]).filter { $0.file == name })
    }

    /// One check alone over in-memory files, the way `Linter` runs it (the project collected first).
    static func findings(of check: some Check, _ files: [(String, String)]) -> [LintFinding] {
        let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
        var project = Project()
        for file in sources { project.merge(Project.declarations(in: file)) }
        let declared = project
        for file in sources { project.merge(declared.usages(in: file)) }
        return sources.flatMap { check.findings(in: $0, project: project) }.sorted()
    }

    static func summary(of check: some Check, _ files: [(String, String)]) -> [String] {
        summary(findings(of: check, files))
    }
}
