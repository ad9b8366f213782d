import Foundation
import Lint
import Rules
import Testing

/// The acceptance fixtures under Tests/LintFixtures: an app that breaks the linted rules
/// (`Wrong/`, each line that breaks one ending in `// expect: RULE`) and the same app
/// written the right way (`Right/`). They are read, never compiled.
@Suite struct LintFixtureAppTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LintFixtures").path

    /// `file:line rule` for every `// expect: RULE…` comment in the folder.
    static func expectations(in folder: String) throws -> [String] {
        var expected: [String] = []
        for path in try Linter.files(at: [folder]) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let marker = line.range(of: "// expect: ") else { continue }
                for id in line[marker.upperBound...].split(separator: " ") {
                    expected.append("\(path):\(index + 1) \(id)")
                }
            }
        }
        return expected.sorted()
    }

    @Test func theWrongAppBreaksEachRuleWhereItsCommentSays() throws {
        let folder = Self.root + "/Wrong"
        let report = try Linter.lint(paths: [folder])
        let found = report.findings.map { "\($0.file):\($0.line) \($0.rule.id)" }.sorted()
        #expect(found == (try Self.expectations(in: folder)))
        #expect(report.notes.isEmpty, "\(report.notes)")
    }

    @Test func theWrongAppBreaksEveryLintedRule() throws {
        let report = try Linter.lint(paths: [Self.root + "/Wrong"])
        #expect(Set(report.findings.map(\.rule)) == Linter.lintedRules)
    }

    @Test func theRightAppHasNoFinding() throws {
        let report = try Linter.lint(paths: [Self.root + "/Right"])
        #expect(report.findings.map { "\($0.file):\($0.line) \($0.rule.id)" } == [])
        #expect(report.filesRead > 0)
        #expect(report.notes.isEmpty, "\(report.notes)")
    }
}
