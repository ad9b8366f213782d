extension RuleEntry {
    static let dismissOnPushedHost = RuleEntry(
        title: "dismiss closes a presentation or pops a NavigationStack destination; on a pushed host, pop instead.",
        pattern: .navigation,
        why: """
            The environment's dismiss action closes the nearest presentation or pops the nearest NavigationStack destination. A host pushed onto a UIKit navigation controller is neither, so the Close button does nothing; inside a presented navigation controller it closes the whole sheet, however deep the learner was. Pop through the navigation controller (or a navigator) instead.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/DismissOnPushedHostLesson.swift")
}
