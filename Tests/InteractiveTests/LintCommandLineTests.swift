import Foundation
import Testing
import AppTestSupport

/// `seam lint` as the real program: on the acceptance fixtures (an app written the wrong
/// way and the same app written the right way), with relative paths, and its exit status.
struct LintCommandLineTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LintFixtures")

    @Test func theWrongAppHasFindingsAndExitsOne() throws {
        let result = try SeamExecutable.run(["lint", "--format", "json", "Wrong"], directory: Self.fixtures.path)
        #expect(result.status == 1)
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(!findings.isEmpty)
        #expect(
            findings.allSatisfy { ($0["file"] as? String)?.hasPrefix("Wrong/") == true }, "paths are printed as given")
        #expect(result.errors.hasPrefix("seam lint: \(findings.count) findings in "))
    }

    @Test func theRightAppPrintsAnEmptyArrayAndExitsZero() throws {
        let result = try SeamExecutable.run(["lint", "--format", "json", "Right"], directory: Self.fixtures.path)
        #expect(result.output == "[]\n")
        #expect(result.status == 0)
    }

    @Test func plainOutputIsWhatEditorsRead() throws {
        let result = try SeamExecutable.run(["lint", "Wrong"], directory: Self.fixtures.path)
        let lines = result.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Wrong/") == true)
        #expect(lines.first?.contains(": warning: ") == true && lines.first?.hasSuffix("]") == true)
        #expect(lines.dropFirst().first?.hasPrefix("    see: seam --lesson ") == true)
    }

    @Test func aMissingPathExitsTwo() throws {
        let result = try SeamExecutable.run(["lint", "Nowhere"], directory: Self.fixtures.path)
        #expect(result.status == 2)
        #expect(result.errors == "seam: Nowhere: no such file or folder\n")
    }

    @Test func sarifNamesSeamsVersion() throws {
        let result = try SeamExecutable.run(["lint", "--format", "sarif", "Wrong"], directory: Self.fixtures.path)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let driver = ((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["version"] as? String == "0.1.0")
    }

    /// `seam lint` runs the program `seam-lint` beside `seam`; without it, a clear error.
    @Test func withoutSeamLintBesideItLintSaysWhatIsMissing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seam-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let alone = folder.appendingPathComponent("seam").path
        try FileManager.default.copyItem(atPath: SeamExecutable.path, toPath: alone)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: alone)
        process.arguments = ["lint", "."]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(text.hasPrefix("seam: lint needs the program seam-lint beside seam ("))
    }
}
