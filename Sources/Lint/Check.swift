import Foundation
import Rules
internal import SwiftSyntax

/// One static check: the places in a file that break its rule. A check reports only what it
/// can see for certain; when a type or a value is out of its sight, it stays silent.
protocol Check: Sendable {
    var rule: Rule { get }
    /// What the check looks for, one sentence for `docs/lint.md` and `seam lint --checks`.
    var summary: String { get }
    func findings(in file: SourceFile, project: Project) -> [LintFinding]
}

extension Check {
    var summary: String { "" }
}

/// A check that walks the file with a visitor of its own making.
protocol VisitorCheck: Check {
    associatedtype Visitor: FindingVisitor
}

extension VisitorCheck {
    func findings(in file: SourceFile, project: Project) -> [LintFinding] {
        let visitor = Visitor(rule: rule, file: file, project: project)
        visitor.walk(file.tree)
        return visitor.findings
    }
}

/// The base of a check's visitor: what it needs to report a finding.
class FindingVisitor: SyntaxVisitor {
    let rule: Rule
    let file: SourceFile
    let project: Project
    var findings: [LintFinding] = []

    required init(rule: Rule, file: SourceFile, project: Project) {
        self.rule = rule
        self.file = file
        self.project = project
        super.init(viewMode: .sourceAccurate)
    }

    func report(_ node: some SyntaxProtocol, _ message: String) {
        findings.append(file.finding(rule, at: node, message))
    }
}

/// Every check, one per linted rule. A rule's catalog entry says `linted: true` exactly when
/// a check here has its rule (a test keeps the two in step).
enum Checks {
    static let all: [any Check] = hosting + navigation + cellsAndModels

    static var linted: Set<Rule> { Set(all.map(\.rule)) }

    /// The checks in catalog order, as `seam lint --checks` prints them: a rule a line,
    /// its id and what its check looks for; with `markdown`, the table of `docs/lint.md`.
    static func table(markdown: Bool) -> String {
        let sorted = all.sorted { $0.rule < $1.rule }
        if markdown {
            return
                (["| # | rule | what the check looks for |", "|---:|---|---|"]
                + sorted.map {
                    "| \($0.rule.number) | [`\($0.rule.id)`](rules.md#\($0.rule.id)) "
                        + "| \($0.summary.replacingOccurrences(of: "|", with: "\\|")) |"
                })
                .joined(separator: "\n") + "\n"
        }
        let width = sorted.map(\.rule.id.count).max() ?? 0
        return sorted.map { $0.rule.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary }
            .joined(separator: "\n") + "\n"
    }
}
