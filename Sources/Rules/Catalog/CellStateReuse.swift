extension RuleEntry {
    static let cellStateReuse = RuleEntry(
        title: "@State inside cell content does not survive reuse; keep such state in the model.",
        pattern: .cells,
        why: """
            Cells are reused as the list scrolls, and a hosting configuration rebuilds its content for the new item. @State kept inside cell content belongs to the cell, not to the item: scroll a row away and back and what the user typed is gone, or shows up on another row. Keep per-item state in the model and bind the cell to it.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/CellStateReuseLesson.swift")
}
