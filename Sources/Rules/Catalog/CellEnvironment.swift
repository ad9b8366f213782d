extension RuleEntry {
    static let cellEnvironment = RuleEntry(
        title: "Cell content does not inherit custom environment from the surrounding controller; inject it in the configuration.",
        pattern: .cells,
        why: """
            A hosting configuration's content is a small tree of its own: it sees the system traits, but not the custom environment of the screen around the list. On a screen set to French, the total is written the French way while every row, formatting with the default locale, is written the American way. Hand the value to the list (a representable does it in its update) and inject it in each configuration. Since iOS 17 a custom UITrait bridged with UITraitBridgedEnvironmentKey reaches cell content without per-configuration injection.
            """,
        wrong: """
            let row = HostingConfiguration {
                ExpenseRow(expense: expense)
            }
            cell.contentConfiguration = row
            """,
        right: """
            let row = HostingConfiguration {
                ExpenseRow(expense: expense)
                    .environment(\\.locale, hostLocale)
            }
            cell.contentConfiguration = row
            """,
        lesson: "Screens/Lessons/CellEnvironmentLesson.swift")
}
