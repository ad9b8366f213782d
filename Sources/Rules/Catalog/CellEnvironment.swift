extension RuleEntry {
    static let cellEnvironment = RuleEntry(
        title: "Cell content does not inherit custom environment from the surrounding controller; inject it in the configuration.",
        pattern: .cells,
        why: """
            A hosting configuration's content is a small tree of its own: it sees the system traits, but not custom environment values set on the screen around the list. A locale or theme injected on the host therefore never reaches the rows, and every cell formats with the default. Inject the values into the configuration's content.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/CellEnvironmentLesson.swift")
}
