extension RuleEntry {
    static let stableIdentifiers = RuleEntry(
        title: "Lists and actions address items by stable identifier, never by row index.",
        pattern: .sharedModel,
        why: """
            Row indexes move whenever an item is inserted, deleted or sorted, and the list may apply the change between the moment a row is shown and the moment its action runs. An action that captured an index then acts on whatever item now sits there: the wrong invoice is voided. Capture the item's identifier and look it up when the action runs.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/StableIdentifiersLesson.swift")
}
