import Rules
import Terminal
import Testing
@testable import Lessons
@testable import Screens

/// Lesson code wraps in any column width: regression for the soak's seed 109, where a code
/// line indented deeper than a narrow column looped forever on its continuation rows.
@MainActor
@Suite struct LessonCodeWrapTests {
    @Test
    func everyCodeLineWrapsInEveryWidthWithRowsThatFit() {
        let lines =
            Rule.allCases.flatMap { rule in
                (rule.entry.wrong + "\n" + rule.entry.right).split(separator: "\n").map(String.init)
            } + [
                "                              deeplyIndented(call: 1)",
                "    日本語日本語日本語日本語日本語日本語",
            ]
        for line in lines {
            for width in 1...60 {
                let rows = LessonTextPanel.wrapCode(line, width: width)
                #expect(!rows.isEmpty)
                #expect(rows.joined().filter { $0 != " " } == line.filter { $0 != " " }, "nothing lost or repeated")
                if width > 8 {
                    for row in rows where DisplayWidth.of(row) > width {
                        Issue.record("a row wider than \(width): '\(row)' from '\(line)'")
                    }
                }
            }
        }
    }
}
