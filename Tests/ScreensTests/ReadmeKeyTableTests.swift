import Foundation
import Screens
import Terminal
import Testing

/// The README's key table is the Ledger window's key table (`Window.keyBindings`), row for
/// row: the keys the app dispatches on, as help and the footer show them.
@MainActor
@Suite struct ReadmeKeyTableTests {
    @Test func theReadmeKeyTableIsTheAppsKeyBindings() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "| key | action |"), "README.md has no key table")
        let table = lines[start...].prefix { $0.hasPrefix("|") }.joined(separator: "\n")
        let expected = LedgerApp(size: Size(width: 80, height: 24)).window.keyTableMarkdown
        #expect(table == expected, "README.md's key table should be:\n\(expected)")
    }
}
