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
}
