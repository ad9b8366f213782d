extension RuleEntry {
    static let environmentAfterHost = RuleEntry(
        title: "Environment attached after the host exists is not seen until rootView is reassigned or a bridge container is used.",
        pattern: .environment,
        why: """
            A hosting controller captures the environment of its rootView when it is created. Setting a value on the UIKit side later (a locale, a theme, a user) changes nothing in the hosted view, so one screen keeps formatting money the old way. Reassign rootView, or route the value through an observable bridge container that the view reads.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/EnvironmentAfterHostLesson.swift")
}
