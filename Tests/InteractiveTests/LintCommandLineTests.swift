import Foundation
import Testing
import TestSupport

/// `seam lint` as the real program: on the acceptance fixtures (an app written the wrong
/// way and the same app written the right way), with relative paths, and its exit status.
struct LintCommandLineTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LintFixtures")

    @Test func theWrongAppHasFindingsAndExitsOne() throws {
        let result = try SeamExecutable.run(["lint", "--format", "json", "Wrong"], directory: Self.fixtures.path)
        #expect(result.status == 1)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { ($0["file"] as? String)?.hasPrefix("Wrong/") == true }, "paths are printed as given")
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
}
