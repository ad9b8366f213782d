extension RuleEntry {
    static let childHostZeroSize = RuleEntry(
        title: "Without .intrinsicContentSize sizing a child host is measured once and goes stale.",
        pattern: .childHosting,
        why: """
            A child host's sizingOptions is empty by default, so its view is measured when it is first laid out and never again. Content that was empty at that moment stays at zero height, content that grows later is clipped, and content that shrinks leaves a gap. Set sizingOptions to .intrinsicContentSize so the host re-measures when its content changes.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/ChildHostZeroSizeLesson.swift")
}
