extension RuleEntry {
    static let opaqueHostBackground = RuleEntry(
        title: "A child host paints an opaque background over imperative content unless it is cleared.",
        pattern: .childHosting,
        why: """
            A hosting controller's view has the system background colour. Embedded as a child over imperative content (a card on a custom background, a badge over a header), it paints a solid block over what the parent drew. Clear the host view's backgroundColor when the host is a part of a screen, not the whole screen.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/OpaqueHostBackgroundLesson.swift")
}
