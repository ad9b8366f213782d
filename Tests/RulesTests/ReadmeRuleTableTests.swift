import Foundation
import Rules
import Testing

/// The README's table of rules is the catalog's, row for row.
@Suite struct ReadmeRuleTableTests {
    @Test func theReadmeTableListsEveryRuleInCatalogOrder() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.contains(" | `") }
        let expected = Rule.allCases.map { "| \($0.number) | `\($0.id)` | \($0.pattern.rawValue) | \($0.title) |" }
        #expect(rows.map(String.init) == expected)
    }
}
