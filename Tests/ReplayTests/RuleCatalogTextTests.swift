import Foundation
import Rules
import Terminal
import Testing
import TestSupport
@testable import Replay

/// An entry with text of every awkward kind, so formatting is checked on more than the
/// catalog's current wording.
private let awkward = RuleEntry(
    title: "A title with a | pipe, `code` and HostingController<Card>.",
    pattern: .cells,
    why: "First sentence \"quoted\" with a back\\slash. Second sentence.\nA second paragraph.",
    wrong: """

        let host = HostingController(rootView: Card())

        nav.pushViewController(host)   // ``` inside
        """,
    right: "navigator.push(Card())",
    lesson: "Screens/Lessons/AwkwardLesson.swift",
    detected: false)

@Suite struct RuleCatalogTextTests {
    @Test func theListHasOneAlignedLinePerRuleInCatalogOrder() {
        let lines = RuleCatalogText.list().split(separator: "\n").map(String.init)
        #expect(lines.count == Rule.allCases.count)
        let idColumn = lines[0].range(of: Rule.allCases[0].id)!.lowerBound.utf16Offset(in: lines[0])
        for (line, rule) in zip(lines, Rule.allCases) {
            #expect(line.hasPrefix(rule.number < 10 ? " \(rule.number)  " : "\(rule.number)  "), "\(line)")
            #expect(line.dropFirst(idColumn).hasPrefix(rule.id + " "), "\(line)")
            #expect(line.hasSuffix("  " + rule.title), "\(line)")
        }
        let patternColumns = Set(zip(lines, Rule.allCases).map { line, rule in
            line.range(of: "  " + rule.pattern.rawValue + " ")!.upperBound.utf16Offset(in: line) - rule.pattern.rawValue.count - 1
        })
        #expect(patternColumns.count == 1, "patterns start in one column")
    }

    @Test func oneRuleInFullHasItsTitleWhyWrappedAndHowToOpenItsLesson() {
        let text = RuleCatalogText.detail(.oneOwner)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "one-owner — rule 1 of \(Rule.allCases.count) · ownership · detected at run time")
        #expect(lines.contains(Rule.oneOwner.title))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= RuleCatalogText.width }, "\(text)")
        let why = lines.drop { $0 != "Why" }.dropFirst().prefix { !$0.isEmpty }
        #expect(why.count > 1 && why.allSatisfy { $0.hasPrefix("  ") })
        #expect(why.map { $0.dropFirst(2) }.joined(separator: " ") == Rule.oneOwner.entry.why)
        #expect(lines.contains("Lesson: press 3, select one-owner, Enter — or `seam --tab Lessons`"))
        #expect(lines.contains("        " + Rule.oneOwner.entry.lesson))
    }

    @Test func snippetsAreIndentedAsCodeLineForLine() {
        let text = RuleCatalogText.detail(.cellEnvironment, entry: awkward)
        #expect(text.contains("""
            Wrong way
                let host = HostingController(rootView: Card())

                nav.pushViewController(host)   // ``` inside

            Right way
                navigator.push(Card())

            Lesson:
            """))
        #expect(text.contains("· cells · not detected at run time\n"))
        #expect(text.contains("\n  First sentence \"quoted\" with a back\\slash. Second sentence.\n  A second paragraph.\n"))
    }

    @Test func sectionsWithoutTextAreLeftOut() {
        var entry = awkward
        entry.wrong = "  \n"
        entry.right = ""
        let text = RuleCatalogText.detail(.cellEnvironment, entry: entry)
        #expect(!text.contains("Wrong way"))
        #expect(!text.contains("Right way"))
        #expect(!RuleCatalogText.markdownSection(.cellEnvironment, entry: entry).contains("### Wrong way"))
    }

    @Test func jsonIsTheWholeCatalogAndParsesBack() throws {
        let text = RuleCatalogText.command(["--json"]).standardOutput
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(parsed.count == Rule.allCases.count)
        for (object, rule) in zip(parsed, Rule.allCases) {
            #expect(object["id"] as? String == rule.id)
            #expect(object["pattern"] as? String == rule.pattern.rawValue)
            #expect(object["title"] as? String == rule.title)
            #expect(object["why"] as? String == rule.entry.why)
            #expect(object["wrong"] as? String == rule.entry.wrong)
            #expect(object["right"] as? String == rule.entry.right)
            #expect(object["detected"] as? Bool == rule.entry.detected)
        }
    }

    @Test func jsonEscapesQuotesBackslashesAndLineBreaks() throws {
        let text = JSON.string(awkward.why + "\t" + awkward.wrong + "\u{1}").rendered()
        #expect(!text.dropFirst().dropLast().contains("\n"))
        let parsed = try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [String]
        #expect(parsed == [awkward.why + "\t" + awkward.wrong + "\u{1}"])
    }

    @Test func markdownHasATableRowAndASectionPerRule() {
        let page = RuleCatalogText.markdown()
        for rule in Rule.allCases {
            #expect(page.contains("| \(rule.number) | [`\(rule.id)`](#\(rule.id)) | \(rule.pattern.rawValue) | "), "\(rule.id)")
            #expect(page.contains("<a id=\"\(rule.id)\"></a>\n## \(rule.number). `\(rule.id)`\n"), "\(rule.id)")
            #expect(page.contains("[`\(rule.entry.lesson)`](../\(rule.entry.lesson))"), "\(rule.id)")
        }
    }

    @Test func markdownKeepsCodeIntactAndEscapesWhatMarkdownWouldEat() {
        let section = RuleCatalogText.markdownSection(.cellEnvironment, entry: awkward).joined(separator: "\n")
        #expect(section.contains("""
            ### Wrong way

            ````swift
            let host = HostingController(rootView: Card())

            nav.pushViewController(host)   // ``` inside
            ````

            ### Right way

            ```swift
            navigator.push(Card())
            ```
            """))
        #expect(section.contains("**A title with a | pipe, `code` and HostingController&lt;Card>.**"))
        #expect(RuleCatalogText.inlineMarkdown("`Box<T>` and Box<T>") == "`Box<T>` and Box&lt;T>")
    }

    @Test func docsRulesMdIsTheGeneratedPage() throws {
        let url = ReplayHarness.testsDirectory.deletingLastPathComponent().appendingPathComponent("docs/rules.md")
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == RuleCatalogText.markdown(), "docs/rules.md is stale: run `make docs`")
    }

    @Test func anUnknownRuleSuggestsTheClosestAndExitsTwo() {
        let out = RuleCatalogText.command(["one-ownr"])
        #expect(out.status == 2)
        #expect(out.standardOutput.isEmpty)
        #expect(out.standardError == "seam: unknown rule 'one-ownr' (did you mean one-owner?)\n")
    }

    @Test func everyCommandLineHasItsOutputAndExitStatus() {
        #expect(RuleCatalogText.command([]) == .init(standardOutput: RuleCatalogText.list()))
        #expect(RuleCatalogText.command(["stable-identifiers"])
                == .init(standardOutput: RuleCatalogText.detail(.stableIdentifiers)))
        #expect(RuleCatalogText.command(["--markdown"]) == .init(standardOutput: RuleCatalogText.markdown()))
        #expect(RuleCatalogText.command(["--help"]).status == 0)
        let option = RuleCatalogText.command(["--yaml"])
        #expect(option.status == 2)
        #expect(option.standardError.hasPrefix("seam: unknown rules option '--yaml'\n"))
        let two = RuleCatalogText.command(["one-owner", "--json"])
        #expect(two.status == 2)
        #expect(two.standardOutput.isEmpty)
        #expect(two.standardError.hasPrefix("seam: rules takes one ID, --json or --markdown\n"))
    }
}
