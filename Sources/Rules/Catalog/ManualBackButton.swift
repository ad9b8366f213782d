extension RuleEntry {
    static let manualBackButton = RuleEntry(
        title: "A pushed host gets the standard back button; do not add your own.",
        pattern: .navigation,
        why: """
            Teams add their own back button because SwiftUI has no backButtonDisplayMode. Hiding the system back item to make room for it turns off the interactive pop gesture, and the custom button can flicker or show next to a system one. Keep the system button and set backButtonTitle or backButtonDisplayMode on the previous controller.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/ManualBackButtonLesson.swift")
}
