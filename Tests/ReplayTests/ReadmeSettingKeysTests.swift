import Testing
import Terminal
import Imperative

/// The README's key table names every function key that changes a device setting, and what
/// the key does agrees with the setting it says: F8 is reduce motion.
@MainActor
@Suite struct ReadmeSettingKeysTests {
    /// The rows of the README's key table whose key cell is one function key: `F8` → its action.
    private func functionKeyRows() throws -> [String: String] {
        let readme = try MarkdownDocument("README.md")
        var rows: [String: String] = [:]
        for line in readme.text.split(separator: "\n").map(String.init) where line.hasPrefix("| F") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            for key in cells[0].split(separator: "/").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                rows[key] = cells[1]
            }
        }
        return rows
    }

    @Test func everySettingKeyIsInTheReadme() throws {
        let rows = try functionKeyRows()
        for n in 1...12 {
            let window = Window(size: Size(width: 80, height: 24))
            let before = window.settings
            window.send(.function(n))
            guard window.settings != before else { continue }
            #expect(rows["F\(n)"] != nil, "F\(n) changes a setting but README.md's key table has no row for it")
        }
    }

    @Test func f8IsReduceMotion() throws {
        let window = Window(size: Size(width: 80, height: 24))
        window.send(.function(8))
        #expect(window.traitCollection.accessibilityReduceMotion)
        #expect(try functionKeyRows()["F8"]?.contains("reduce motion") == true)
    }
}
