extension RuleEntry {
    static let cellStateReuse = RuleEntry(
        title: "@State inside cell content does not survive reuse; keep such state in the model.",
        pattern: .cells,
        why: """
            Cells are reused as the list scrolls, and each new hosting configuration builds its content afresh. @State in cell content belongs to the cell, not to the item: tick a task, scroll away and back, and the tick is gone (on a device it may turn up on another row) and the model never knew. Keep per-item state in the model and bind the row to it.
            """,
        wrong: """
            struct CheckRowWithState: View {
                let task: ChecklistTask
                @State private var done = false
                var body: some View {
                    Toggle(task.name, isOn: $done)
                }
            }
            """,
        right: """
            struct CheckRow: View {
                @Bindable var task: ChecklistTask
                var body: some View {
                    Toggle(task.name, isOn: $task.done)
                }
            }
            """,
        lesson: "Screens/Lessons/CellStateReuseLesson.swift")
}
