import Foundation
import Testing

/// The code keeps the layout `.swift-format` describes (`make format` applies it): the
/// toolchain's `swift format lint --strict` finds nothing in the files `make format` formats.
@Suite struct CodeFormatTests {
    @Test func theCodeFollowsSwiftFormat() throws {
        let root = MarkdownDocument.root
        let files = ReplayDocumentationTests.swiftFiles(under: ["Sources", "Screens", "Lessons", "Tests"])
            .filter { !$0.hasPrefix("Tests/LintFixtures/") }
        #expect(files.count > 500)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "format", "lint", "--strict", "--configuration", ".swift-format"] + files
        process.currentDirectoryURL = root
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "make format would change:\n\(text.prefix(2000))")
    }

    /// Lines are at most 120 columns (characters), except the catalog's prose in
    /// `Sources/Rules/Catalog`, and the lint fixtures, whose line numbers are what they test.
    @Test func noLineIsOverOneHundredAndTwentyColumns() throws {
        let root = MarkdownDocument.root
        let files = ReplayDocumentationTests.swiftFiles(under: ["Sources", "Screens", "Lessons", "Tests"])
            .filter { !$0.hasPrefix("Tests/LintFixtures/") && !$0.hasPrefix("Sources/Rules/Catalog/") }
        var long: [String] = []
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.count > 120 {
                long.append("\(file):\(i + 1): \(line.count) columns")
            }
        }
        #expect(long.isEmpty, "\(long.joined(separator: "\n"))")
    }
}
