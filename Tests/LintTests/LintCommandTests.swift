import Foundation
import Lint
import Rules
import Testing

/// `seam lint` as a user runs it: paths, formats, suppressions, exit status and bad input.
@Suite struct LintCommandTests {
    /// A controller that sets `hidesBottomBarWhenPushed` after the push, twice (lines 5 and 9).
    static let lateFlags = """
        final class InboxViewController: UIViewController {
            func open(_ message: Message) {
                let detail = UIHostingController(rootView: MessageView(message: message))
                navigationController?.pushViewController(detail, animated: true)
                detail.hidesBottomBarWhenPushed = true
            }
            func compose() {
                let draft = UIHostingController(rootView: DraftView())
                navigationController?.pushViewController(draft, animated: true); draft.hidesBottomBarWhenPushed = true
            }
        }
        """

    /// A fresh folder under the temporary directory holding `files` (relative path → text).
    static func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("seam-lint-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    static func run(_ arguments: [String]) -> LintCommand.Output { LintCommand.run(arguments, version: "test") }

    @Test func plainOutputIsOneCompilerLineAFindingAndAHintToTheLesson() throws {
        let root = try Self.folder(["Inbox.swift": Self.lateFlags])
        let output = Self.run([root + "/Inbox.swift"])
        #expect(output.status == 1)
        #expect(
            output.standardOutput == """
                \(root)/Inbox.swift:5:9: warning: 'detail.hidesBottomBarWhenPushed' is set after 'detail' was pushed; \
                the push has already read it, so set it before pushViewController [hide-bar-before-push]
                    see: seam --lesson hide-bar-before-push
                \(root)/Inbox.swift:9:74: warning: 'draft.hidesBottomBarWhenPushed' is set after 'draft' was pushed; \
                the push has already read it, so set it before pushViewController [hide-bar-before-push]
                    see: seam --lesson hide-bar-before-push

                """)
        #expect(output.standardError.hasPrefix("seam lint: 2 findings in 1 file (1 file read, 11 lines, "))
        #expect(output.standardError.hasSuffix(" s)\n"))
    }

    @Test func pathsArePrintedAsGivenAndFindingsSortedByFileLineAndColumn() throws {
        // (Relative paths are checked on the real program, in InteractiveTests: the working
        // directory is the process's, shared by tests running in parallel.)
        let root = try Self.folder(["b/Inbox.swift": Self.lateFlags, "a/Inbox.swift": Self.lateFlags])
        let output = Self.run(["--format", "json", root + "/b", root + "/a/"])
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        #expect(
            findings.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!)" }.map { $0.dropFirst(root.count + 1) }
                == ["a/Inbox.swift:5:9", "a/Inbox.swift:9:74", "b/Inbox.swift:5:9", "b/Inbox.swift:9:74"])
        #expect(
            findings.allSatisfy {
                $0["rule"] as? String == "hide-bar-before-push" && $0["severity"] as? String == "warning"
            })
        #expect(findings.first?.keys.sorted() == ["column", "file", "line", "message", "rule", "severity"])
    }

    @Test func jsonOfNothingIsAnEmptyArrayAndExitsZero() throws {
        let root = try Self.folder(["Fine.swift": "struct Fine: View { var body: some View { Text(\"ok\") } }\n"])
        let output = Self.run(["--format", "json", root])
        #expect(output.standardOutput == "[]\n")
        #expect(output.status == 0)
        #expect(output.standardError.hasPrefix("seam lint: 0 findings in 0 files (1 file read, 1 line, "))
    }

    @Test func sarifIsVersionTwoOneWithTheRulesAndOneResultAFinding() throws {
        let root = try Self.folder(["Inbox.swift": Self.lateFlags])
        let output = Self.run(["--format", "sarif", root])
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == Linter.lintedRules.sorted().map(\.id))
        let described = try #require(rules.first { $0["id"] as? String == "hide-bar-before-push" })
        #expect((described["shortDescription"] as? [String: Any])?["text"] as? String == Rule.hideBarBeforePush.title)
        #expect(
            ((described["help"] as? [String: Any])?["text"] as? String)?.contains("seam --lesson hide-bar-before-push")
                == true)
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 2)
        #expect(
            results.allSatisfy {
                $0["ruleId"] as? String == "hide-bar-before-push" && $0["level"] as? String == "warning"
            })
        let region =
            ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
            as? [String: Any]
        #expect(region?["startLine"] as? Int == 5 && region?["startColumn"] as? Int == 9)
    }

    @Test func githubAnnotationsNameTheRuleAsTitle() throws {
        let root = try Self.folder(["In, box.swift": Self.lateFlags])
        let output = Self.run(["--format", "github", root + "/In, box.swift"])
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines[0].hasPrefix(
                "::warning file=\(root)/In%2C box.swift,line=5,col=9,"
                    + "title=hide-bar-before-push::'detail.hidesBottomBarWhenPushed'"
            ))
    }

    @Test func anIgnoreCommentSilencesExactlyOneFinding() throws {
        var lines = Self.lateFlags.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[4] += " // seam:ignore hide-bar-before-push"
        let root = try Self.folder(["Inbox.swift": lines.joined(separator: "\n")])
        let output = Self.run(["--format", "json", root])
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        #expect(findings.map { $0["line"] as? Int } == [9])
    }

    @Test func anIgnoreCommentOnTheLineBeforeSilencesTheNextLineOnly() {
        var lines = Self.lateFlags.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert("        // seam:ignore hide-bar-before-push -- the flag is set again below on purpose", at: 4)
        let report = Linter.lint(sources: [("Inbox.swift", lines.joined(separator: "\n"))])
        #expect(report.findings.map(\.line) == [10])
        #expect(report.notes.isEmpty)
    }

    @Test func anIgnoreFileCommentSilencesTheRuleInThatFileOnly() {
        let silenced = "// seam:ignore-file hide-bar-before-push\n" + Self.lateFlags
        let report = Linter.lint(sources: [("A.swift", silenced), ("B.swift", Self.lateFlags)])
        #expect(report.findings.map(\.file) == ["B.swift", "B.swift"])
    }

    @Test func anIgnoreCommentNamingNoRuleIsANote() {
        let report = Linter.lint(sources: [("A.swift", "// seam:ignore hide-bar-befor-push\nlet a = 1\n")])
        #expect(
            report.notes.map(\.message) == [
                "'hide-bar-befor-push' in seam:ignore is not a rule (did you mean hide-bar-before-push?)"
            ])
    }

    @Test func ruleAndDisableChooseTheChecks() throws {
        let root = try Self.folder(["Inbox.swift": Self.lateFlags])
        #expect(Self.run(["--rule", "hide-bar-before-push", root]).status == 1)
        let disabled = Self.run(["--disable", "hide-bar-before-push", root])
        #expect(disabled.status == 0 && disabled.standardOutput.isEmpty)
    }

    @Test func anUnknownRuleIdExitsTwoWithTheClosestSuggested() {
        let output = Self.run(["--rule", "hide-bar-befor-push", "."])
        #expect(output.status == 2)
        #expect(
            output.standardError.hasPrefix(
                "seam: lint: unknown rule 'hide-bar-befor-push' (did you mean hide-bar-before-push?)\n"))
        #expect(Self.run(["--disable", "nope", "."]).status == 2)
        #expect(Self.run(["--format", "xml", "."]).standardError.hasPrefix("seam: lint: unknown format 'xml'"))
        #expect(Self.run([]).status == 2)
        #expect(Self.run(["--frobnicate", "."]).status == 2)
    }

    @Test func aMissingPathExitsTwoWithASeamMessage() {
        let output = Self.run(["/no/such/place"])
        #expect(output.status == 2)
        #expect(output.standardError == "seam: /no/such/place: no such file or folder\n")
        #expect(output.standardOutput.isEmpty)
    }

    @Test func hiddenFoldersBuildFoldersAndSymbolicLinksAreNotRead() throws {
        let root = try Self.folder([
            "App/Inbox.swift": Self.lateFlags, ".git/Inbox.swift": Self.lateFlags,
            ".build/checkouts/Inbox.swift": Self.lateFlags, "App/notes.txt": Self.lateFlags,
        ])
        try FileManager.default.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: root + "/App")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/App/Linked.swift", withDestinationPath: root + "/App/Inbox.swift")
        let report = try Linter.lint(paths: [root])
        #expect(report.filesRead == 1)
        #expect(Set(report.findings.map(\.file)) == [root + "/App/Inbox.swift"])
    }

    @Test func anEmptyFolderIsNoFindings() throws {
        let root = try Self.folder([:])
        let output = Self.run([root])
        #expect(output.status == 0)
        #expect(output.standardError.hasPrefix("seam lint: 0 findings in 0 files (0 files read, 0 lines, "))
    }

    @Test func aFileThatIsNotUTF8IsSkippedWithAWarning() throws {
        let root = try Self.folder(["Inbox.swift": Self.lateFlags])
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: root + "/Latin1.swift"))
        let output = Self.run([root])
        #expect(output.status == 1)
        #expect(output.standardError.hasPrefix("seam: warning: \(root)/Latin1.swift is not UTF-8 text; skipped\n"))
    }

    @Test func halfWrittenSourceIsCheckedAsFarAsItParsesWithANote() throws {
        let broken = Self.lateFlags.replacingOccurrences(of: "func compose() {", with: "func compose( {\n let x = (")
        let root = try Self.folder(["Inbox.swift": broken])
        let output = Self.run([root])
        #expect(output.standardOutput.contains("Inbox.swift:5:9: warning:"))
        #expect(output.standardOutput.contains(": note: syntax error"))
    }

    @Test func arbitraryBytesNeverCrashIt() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [
            "{", "}", "(", ")", "let ", "x", " = ", "UIHostingController(rootView: ", "pushViewController(",
            ".hidesBottomBarWhenPushed = true", "\n", "\"", "//", "/*", "@State ", "struct V: View ", "\\(", "#if ",
        ]
        for _ in 0..<200 {
            let text = (0..<60).map { _ in pieces.randomElement(using: &generator)! }.joined()
            _ = Linter.lint(sources: [("Noise.swift", text)])
        }
    }
}
