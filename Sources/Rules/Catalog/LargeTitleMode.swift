extension RuleEntry {
    static let largeTitleMode = RuleEntry(
        title: "A large title needs the bar's prefersLargeTitles; set the host's largeTitleDisplayMode on the UIKit side when the modifier does not take effect.",
        pattern: .screenHosting,
        why: """
            UIKit shows a large title only when the navigation bar prefers large titles; otherwise every title is inline, whatever the screen asks for. A hosted view's navigationBarTitleDisplayMode reaches the host's navigationItem only when UIKit code has not set that mode itself. The screen asks for a large title and quietly gets a small one.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/LargeTitleModeLesson.swift")
}
