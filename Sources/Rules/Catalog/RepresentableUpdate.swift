extension RuleEntry {
    static let representableUpdate = RuleEntry(
        title: "A representable does input-dependent work in update, not in make (make runs once).",
        pattern: .screenHosting,
        why: """
            makeViewController runs once, when the representable first appears; updateViewController runs on every change of its inputs. Input-dependent work done only in make shows the first value forever: the legacy chart keeps January while the SwiftUI state says February. The inverse trap is work that must happen once (presenting, pushing) done in update, which has to be idempotent.
            """,
        wrong: """
            func makeViewController(context: Context)
                -> LegacyChart {
                let chart = LegacyChart()
                chart.month = month
                return chart
            }
            """,
        right: """
            func makeViewController(context: Context)
                -> LegacyChart { LegacyChart() }
            func updateViewController(
                _ chart: LegacyChart, context: Context
            ) {
                chart.month = month
            }
            """,
        lesson: "Screens/Lessons/RepresentableUpdateLesson.swift")
}
