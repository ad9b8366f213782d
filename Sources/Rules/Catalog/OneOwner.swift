extension RuleEntry {
    static let oneOwner = RuleEntry(
        title: "One owner for the visible stack at any moment.",
        pattern: .ownership,
        why: """
            When a UINavigationController and a SwiftUI NavigationStack path both hold pushed screens of the same flow, each believes it owns the back stack. Back pops one of them while the other keeps its screens, the swipe-back gesture snaps to the wrong root, and state restoration rebuilds a stack nobody showed. Hiding a bar removes the second bar, not the second owner.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/OneOwnerLesson.swift")
}
