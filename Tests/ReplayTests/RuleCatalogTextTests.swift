import Foundation
import Rules
import Terminal
import Testing
import AppTestSupport
@testable import Replay
import JSONText

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
    lesson: "Lessons/AwkwardLesson.swift",
    sources: [
        "Box<T>, a [bracketed] name with a | pipe, "
            + "developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)",
        "Seam's choice: a note with no address, and <angle> brackets.",
    ],
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
        let patternColumns = Set(
            zip(lines, Rule.allCases).map { line, rule in
                line.range(of: "  " + rule.pattern.rawValue + " ")!.upperBound.utf16Offset(in: line)
                    - rule.pattern.rawValue.count - 1
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
        #expect(lines.contains("Lesson: seam --lesson one-owner"))
        #expect(lines.contains("        " + Rule.oneOwner.entry.lesson))
        #expect(
            lines.contains(
                Rule.oneOwner.entry.linted
                    ? "Lint:   seam lint --rule one-owner PATH..." : "Lint:   not checked by seam lint"))
    }

    @Test func snippetsAreIndentedAsCodeLineForLine() {
        let text = RuleCatalogText.detail(.cellEnvironment, entry: awkward)
        #expect(
            text.contains(
                """
                Wrong way
                    let host = HostingController(rootView: Card())

                    nav.pushViewController(host)   // ``` inside

                Right way
                    navigator.push(Card())

                Sources
                  - Box<T>, a [bracketed] name with a | pipe,
                    developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
                  - Seam's choice: a note with no address, and <angle> brackets.

                Lesson:
                """))
        #expect(text.contains("· cells · not detected at run time\n"))
        #expect(
            text.contains("\n  First sentence \"quoted\" with a back\\slash. Second sentence.\n  A second paragraph.\n")
        )
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
            #expect(object["linted"] as? Bool == rule.entry.linted)
            let sources = object["sources"] as? [String]
            #expect(sources == rule.entry.sources, "\(rule.id): the JSON's sources")
            #expect(sources?.isEmpty == false, "\(rule.id) has no sources in the JSON")
        }
    }

    /// `seam rules ID` ends with the rule's sources, before how to open its lesson: one bullet
    /// a source, wrapped to the page and never wider, each bullet the source itself once its
    /// rows are joined.
    @Test(arguments: Rule.allCases)
    func oneRuleInFullPrintsItsSources(rule: Rule) throws {
        let out = RuleCatalogText.command([rule.id])
        #expect(out.status == 0)
        let lines = out.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "Sources"), "\(rule.id) prints no Sources section")
        let section = lines[(start + 1)...].prefix { !$0.isEmpty }
        #expect(lines[start + 1 + section.count + 1].hasPrefix("Lesson: "), "the lesson follows the sources")
        #expect(
            section.allSatisfy {
                DisplayWidth.of($0) <= RuleCatalogText.width && ($0.hasPrefix("  - ") || $0.hasPrefix("    "))
            })
        var bullets: [String] = []
        for line in section {
            if line.hasPrefix("  - ") {
                bullets.append(String(line.dropFirst(4)))
            } else {
                bullets[bullets.count - 1] += String(line.dropFirst(4))
            }
        }
        #expect(bullets.map { $0.filter { $0 != " " } } == rule.entry.sources.map { $0.filter { $0 != " " } })
        // An address that fits a line is printed whole, so it can be copied.
        for source in rule.entry.sources {
            if let address = RuleEntry.parts(ofSource: source).address, address.count <= RuleCatalogText.width - 4 {
                #expect(section.contains { $0.contains(address) }, "\(rule.id): \(address) is broken")
            }
        }
    }

    @Test func aLongAddressBreaksBetweenItsPathComponents() {
        let source = "View.environment(_:_:), developer.apple.com/documentation/swiftui/view/environment(_:_:)"
        #expect(
            TextWrap.referenceLines(source, width: 44) == [
                "View.environment(_:_:), developer.apple.com/",
                "documentation/swiftui/view/environment(_:_:)",
            ])
        #expect(
            TextWrap.referenceLines(source, width: 76) == [
                "View.environment(_:_:),",
                "developer.apple.com/documentation/swiftui/view/environment(_:_:)",
            ])
        #expect(TextWrap.referenceLines("a/abcdefghij", width: 5) == ["a/", "abcde", "fghij"])
        #expect(TextWrap.referenceLines("", width: 10) == [""])
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
            #expect(
                page.contains("| \(rule.number) | [`\(rule.id)`](#\(rule.id)) | \(rule.pattern.rawValue) | "),
                "\(rule.id)")
            #expect(page.contains("<a id=\"\(rule.id)\"></a>\n## \(rule.number). `\(rule.id)`\n"), "\(rule.id)")
            #expect(page.contains("[`\(rule.entry.lesson)`](../\(rule.entry.lesson))"), "\(rule.id)")
            let section = RuleCatalogText.markdownSection(rule, entry: rule.entry)
            let items = section.drop { $0 != "### Sources" }.dropFirst(2)
            #expect(Array(items) == rule.entry.sources.map { "- " + RuleCatalogText.markdownSource($0) }, "\(rule.id)")
        }
    }

    @Test func markdownLinksASourceByItsNameAndLeavesAChoiceAsProse() {
        let items = RuleCatalogText.markdownSection(.cellEnvironment, entry: awkward).drop { $0 != "### Sources" }
        #expect(
            Array(items) == [
                "### Sources",
                "",
                "- [Box&lt;T>, a \\[bracketed\\] name with a | pipe]"
                    + "(<https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)>)",
                "- Seam's choice: a note with no address, and &lt;angle> brackets.",
            ])
    }

    @Test func markdownKeepsCodeIntactAndEscapesWhatMarkdownWouldEat() {
        let section = RuleCatalogText.markdownSection(.cellEnvironment, entry: awkward).joined(separator: "\n")
        #expect(
            section.contains(
                """
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
        #expect(
            RuleCatalogText.command(["stable-identifiers"])
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
