extension RuleEntry {
    static let imperativeOnDeclarativePath = RuleEntry(
        title: "Never push an imperative controller onto a declaratively owned path: UIKit pushes it, and the path and the visible stack go out of step.",
        pattern: .navigation,
        why: """
            When a SwiftUI NavigationStack path owns a flow, its array is the truth about what is pushed. An imperative push onto the same navigation controller does happen, but the path is not told: the screen lands outside the flow, with no bar and no back button where the stack draws the only bar, and the path and the visible stack disagree, so restoring the path drops it. Route every push through the path, wrapping a UIKit screen as a destination.
            """,
        wrong: """
            func showReceiptsWrong() {
                let receipts = ReceiptsViewController()
                nav?.pushViewController(receipts)
            }
            """,
        right: """
            func showReceiptsRight() {
                // its destination: LegacyReceipts,
                // which wraps ReceiptsViewController
                path.append(.receipts)
            }
            """,
        lesson: "Screens/Lessons/ImperativeOnDeclarativePathLesson.swift")
}
