extension RuleEntry {
    static let cellStateReuse = RuleEntry(
        title: "@State inside cell content stays with the reused cell, not the item: it shows on the next item the cell displays; keep per-item state in the model.",
        pattern: .cells,
        why: """
            A reused cell keeps its content view: UIKit applies a new UIHostingConfiguration of the same type to the view it has, and SwiftUI updates the hosted tree in place, so @State at the same position keeps its value. Tick a task and scroll: the tick turns up on whichever task the cell is reused for, the ticked task shows unticked in any other cell, and the model never knew. Keep per-item state in the model and bind the row to it; for view-only state that must start fresh per item, give the content .id(item.id).
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
