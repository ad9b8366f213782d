import Imperative
import Rules
import Terminal
import Testing
@testable import Lessons
@testable import Screens

/// A lesson ends its text column with the rule's sources, in the rows the title, the why and
/// the code leave: every source shown whole (bulleted, wrapped like the rest, an address
/// broken only between its path components), and, when not all fit, a last row naming how
/// many more `seam rules ID` prints. They never take a row from the code, the why or the stage.
@MainActor
@Suite struct LessonSourcesTests {
    /// The lesson of `rule` on screen: the rows of its text column beside the stage (regular
    /// width) or above it (compact width), trailing spaces dropped; the column's width; and the
    /// row the stage's frame starts on.
    func lessonText(_ rule: Rule, size: Size) throws -> (rows: [String], width: Int, stageTop: Int) {
        let options = try AppOptions.parse(["--lesson", rule.id]).get()
        let app = LedgerApp(options: options, size: size)
        #expect((app.window.topViewController as? LessonViewController)?.rule == rule)
        let frame = app.window.render()
        let lines = (0..<frame.size.height).map { frame.line($0) }
        let stageTop = try #require(lines.firstIndex { $0.contains("Demonstration") })
        let stageBottom = try #require(lines.lastIndex { $0.contains("╰") })
        let stageColumn = Array(lines[stageTop]).firstIndex(of: "╭") ?? 0
        let rows =
            stageColumn > 0
            ? lines[stageTop...stageBottom].map { String($0.prefix(stageColumn)) }
            : Array(lines[1..<stageTop])
        let width = stageColumn > 0 ? stageColumn : size.width
        return (rows.map { String($0.reversed().drop { $0 == " " }.reversed()) }, width, stageTop)
    }

    /// The rows under the Sources heading that are not a whole source: the note naming how
    /// many more `seam rules ID` prints, its rows joined.
    func note(after shown: [String], expected: [String]) -> String {
        var whole = 0
        while whole < shown.count, whole < expected.count, shown[whole] == expected[whole] { whole += 1 }
        // A source shown is shown whole: back off to the last source's end.
        while whole > 0, whole < expected.count, !expected[whole].hasPrefix(" · ") { whole -= 1 }
        return shown[whole...].map { $0.drop { $0 == " " } }.joined(separator: " ")
    }

    /// The rows `source` takes in a text column `width` wide: the first bulleted, the rest
    /// indented under it.
    func sourceRows(_ source: String, columnWidth width: Int) -> [String] {
        TextWrap.referenceLines(source, width: width - 4).enumerated().map { index, line in
            " " + (index == 0 ? "· " : "  ") + line
        }
    }

    @Test(arguments: Rule.allCases)
    func aTallLessonEndsWithItsSourcesBelowTheCode(rule: Rule) throws {
        let (rows, width, _) = try lessonText(rule, size: Size(width: 120, height: 70))
        let heading = try #require(rows.firstIndex(of: " Sources"), "\(rule.id): no Sources heading")
        let rightWay = try #require(rows.firstIndex { $0.hasPrefix(" Right way") })
        #expect(heading > rightWay, "\(rule.id): the sources come after the code")
        #expect(rows[heading - 1].isEmpty)
        var expected: [String] = []
        for source in rule.entry.sources { expected += sourceRows(source, columnWidth: width) }
        let shown = Array(rows[(heading + 1)...].prefix { !$0.isEmpty })
        #expect(shown == expected, "\(rule.id): every source shows whole at 120x70")
    }

    /// At 120x40 some lessons have room for only part of their sources; what shows is whole,
    /// and the last row says where the rest are.
    @Test(arguments: Rule.allCases)
    func theSourcesTakeOnlyTheRowsLeftAtOneTwentyByForty(rule: Rule) throws {
        let (rows, width, _) = try lessonText(rule, size: Size(width: 120, height: 40))
        guard let heading = rows.firstIndex(of: " Sources") else { return }
        let shown = Array(rows[(heading + 1)...].prefix { !$0.isEmpty })
        var expected: [String] = []
        for source in rule.entry.sources { expected += sourceRows(source, columnWidth: width) }
        if shown != expected {
            let rest = note(after: shown, expected: expected)
            #expect(
                rest.hasSuffix("seam rules \(rule.id)")
                    && (rest.hasPrefix("…") || rest.hasPrefix("\(rule.entry.sources.count) sources")),
                "\(rule.id): \(shown)")
            #expect(
                expected.starts(with: shown.prefix { !$0.hasPrefix(" …") && !$0.contains("sources: seam rules") }),
                "\(rule.id): a source is cut")
        }
        // The code above is whole: both headings and the running code's first line.
        #expect(rows.contains { $0.hasPrefix(" Wrong way") } && rows.contains { $0.hasPrefix(" Right way") })
    }

    /// In compact width the stage keeps every row the text does not need for its code and why:
    /// the sources are below the fold there (`seam rules ID` prints them).
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 80, height: 60)])
    func compactWidthGivesTheSourcesNoRowOfTheStage(size: Size) throws {
        for rule in Rule.allCases {
            let (rows, _, stageTop) = try lessonText(rule, size: size)
            #expect(!rows.contains(" Sources"), "\(rule.id) at \(size.width)x\(size.height)")
            #expect(stageTop > 0)
        }
    }
}
