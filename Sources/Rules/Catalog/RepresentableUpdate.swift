extension RuleEntry {
    static let representableUpdate = RuleEntry(
        title: "A representable does input-dependent work in update, not in make (make runs once).",
        pattern: .screenHosting,
        why: """
            makeUIViewController runs once, when the representable first appears; updateUIViewController runs on every change of its inputs. Input-dependent work done only in make shows the first value forever: the legacy chart keeps January while the SwiftUI state says February. The inverse trap is work that must happen once (presenting, pushing) done in update, which has to be idempotent.
            """,
        wrong: """
            func makeUIViewController(context: Context)
                -> LegacyChart {
                let chart = LegacyChart()
                chart.month = month
                return chart
            }
            func updateUIViewController(
                _ chart: LegacyChart, context: Context
            ) {}
            """,
        right: """
            func makeUIViewController(context: Context)
                -> LegacyChart { LegacyChart() }
            func updateUIViewController(
                _ chart: LegacyChart, context: Context
            ) {
                chart.month = month
            }
            """,
        lesson: "Lessons/RepresentableUpdateLesson.swift",
        sources: [
            "UIViewControllerRepresentable.makeUIViewController(context:): \"The system calls this method only once\", developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)",
            "UIViewControllerRepresentable.updateUIViewController(_:context:), developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)",
            "p-x9/CocoaUI PR #2: the wrapped content set again in updateUIViewController, github.com/p-x9/CocoaUI/pull/2",
            "stripe/stripe-ios PR #4556: update runs while a sheet is being dismissed, so presenting from it has to be guarded, github.com/stripe/stripe-ios/pull/4556",
            "Seam's choice: SwiftUI has no diagnostic for this; Seam names the rule when the inputs changed and updateUIViewController changed nothing the controller shows (no view of it was marked for layout or display).",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.representableUpdate`: new inputs that `updateUIViewController` did not pass on.
    static func representableUpdateMessage(representable: String) -> String {
        "\(representable) got new inputs, but its updateUIViewController changed nothing the controller shows: "
            + "it still shows what makeUIViewController gave it"
    }
}
