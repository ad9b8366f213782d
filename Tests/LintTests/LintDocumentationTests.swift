import Foundation
import Lint
import Rules
import Testing

/// docs/lint.md's table of checks is generated (`make docs`); it must match the checks.
@Suite struct LintDocumentationTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/lint.md")

    @Test func theTableOfChecksIsCurrent() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- checks:begin -->\n"))
        let end = try #require(text.range(of: "<!-- checks:end -->"))
        let table = LintCommand.run(["--checks", "--markdown"], version: "test").standardOutput
        #expect(String(text[begin.upperBound..<end.lowerBound]) == table, "docs/lint.md is stale: run make docs")
    }

    @Test func everyCheckSaysWhatItLooksFor() {
        let lines = LintCommand.run(["--checks"], version: "test").standardOutput.split(separator: "\n")
        #expect(lines.count == Linter.lintedRules.count)
        for line in lines {
            let words = line.split(separator: " ", maxSplits: 1)
            #expect(words.count == 2 && words[1].trimmingCharacters(in: .whitespaces).count > 20, "\(line)")
        }
    }
}
