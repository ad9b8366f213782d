extension RuleEntry {
    static let imperativeOnDeclarativePath = RuleEntry(
        title: "Never push an imperative controller onto a declaratively owned path: UIKit pushes it, and the path and the visible stack go out of step.",
        pattern: .navigation,
        why: """
            When a SwiftUI NavigationStack path owns a flow, its array is the truth about what is pushed. An imperative push onto the same navigation controller does happen, but the path is not told: the visible stack and the path disagree, back pops the wrong thing, and restoring the path drops the pushed screen. Route every push through the path.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/ImperativeOnDeclarativePathLesson.swift")
}
