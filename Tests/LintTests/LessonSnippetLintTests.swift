import Foundation
import Lint
import Rules
import Testing

/// The catalog's snippets are the code each lesson shows; for a rule `seam lint` checks, the
/// wrong snippet must get that rule and the right snippet nothing. A snippet is a fragment of
/// its lesson's source file (a lesson test checks it stands there verbatim), so it is linted
/// three ways: alone; with the lesson's file as the rest of the project (which declares the
/// types it uses); and in place, as the lines of the lesson's file it stands on (where the
/// class around it says whose code it is). The wrong snippet must break its rule at least
/// one way — alone when the rule needs no other file, with or in its lesson when it does (the
/// lesson's file holds the right way too, so a project-wide fact such as `prefersLargeTitles`
/// can hide a finding there) — and the right snippet must have no finding of any rule in any
/// of the three.
@Suite struct LessonSnippetLintTests {

    struct Findings {
        var alone: [LintFinding]
        var withLesson: [LintFinding]
        var inPlace: [LintFinding]

        var all: [LintFinding] { alone + withLesson + inPlace }
    }

    /// The snippet's findings alone, with its lesson's file, and on its lines of that file.
    static func findings(snippet: String, named name: String, rule: Rule) throws -> Findings {
        let path = rule.entry.lesson
        let lesson = try String(contentsOf: LintFixture.packageRoot.appendingPathComponent(path), encoding: .utf8)
        let lines = try #require(linesOf(snippet, in: lesson), "\(rule.id): the snippet does not stand in \(path)")
        return Findings(
            alone: Linter.lint(sources: [(name, snippet)]).findings,
            withLesson: Linter.lint(sources: [(name, snippet), (path, lesson)]).findings.filter { $0.file == name },
            inPlace: Linter.lint(sources: [(path, lesson)]).findings.filter { lines.contains($0.line) })
    }

    /// The lines (from 1) of `text` on which `snippet` stands, its indentation aside.
    static func linesOf(_ snippet: String, in text: String) -> ClosedRange<Int>? {
        let wanted = snippet.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard
            let start = lines.indices.first(where: { i in
                i + wanted.count <= lines.count && Array(lines[i..<(i + wanted.count)]) == wanted
            })
        else { return nil }
        return (start + 1)...(start + wanted.count)
    }

    static func summary(_ findings: [LintFinding]) -> [String] {
        findings.map { "\($0.rule.id)@\($0.line): \($0.message)" }
    }

    @Test(arguments: Rule.allCases.filter { $0.entry.linted })
    func theWrongSnippetBreaksItsRule(rule: Rule) throws {
        let found = try Self.findings(snippet: rule.entry.wrong, named: "Wrong.swift", rule: rule)
        #expect(
            found.all.contains { $0.rule == rule },
            """
            \(rule.id): alone \(Self.summary(found.alone)), with its lesson \(Self.summary(found.withLesson)), \
            in place \(Self.summary(found.inPlace))
            """
        )
    }

    @Test(arguments: Rule.allCases.filter { $0.entry.linted })
    func theRightSnippetHasNoFinding(rule: Rule) throws {
        let found = try Self.findings(snippet: rule.entry.right, named: "Right.swift", rule: rule)
        #expect(found.alone.isEmpty, "\(rule.id) alone: \(Self.summary(found.alone))")
        #expect(found.withLesson.isEmpty, "\(rule.id) with its lesson: \(Self.summary(found.withLesson))")
        #expect(found.inPlace.isEmpty, "\(rule.id) in place: \(Self.summary(found.inPlace))")
    }

    @Test func theCatalogSaysWhichRulesAreLinted() {
        for rule in Rule.allCases {
            #expect(
                rule.entry.linted == Linter.lintedRules.contains(rule),
                "\(rule.id): catalog linted \(rule.entry.linted)")
        }
    }

    @Test func atLeastFifteenRulesAreLinted() {
        #expect(Linter.lintedRules.count >= 15)
    }
}
