extension RuleEntry {
    static let cellStateReuse = RuleEntry(
        title:
            "@State inside cell content stays with the reused cell, not the item: it shows on the next item the cell displays; keep per-item state in the model.",
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
        lesson: "Lessons/CellStateReuseLesson.swift",
        sources: [
            "UIContentView.supports(_:): \"compatible with configuration types that match the type of the view's existing configuration\", developer.apple.com/documentation/uikit/uicontentview-5fh3z/supports(_:)",
            "State.init(wrappedValue:): \"SwiftUI initializes the state's storage only once for each container instance\", developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)",
            "UIHostingConfiguration, developer.apple.com/documentation/swiftui/uihostingconfiguration",
            "xmtplabs/convos-ios PR #1011: a same-typed UIHostingConfiguration is applied in place; per-item state resets through .id, github.com/xmtplabs/convos-ios/pull/1011",
            "Challenges When Re-using SwiftUI Cells in a UITableView (Lucas van Dongen), lucasvandongen.dev/swiftui_uitableviewcell_reuse_id.php",
            "anyproto/anytype-swift PR #4945 (disagrees: each rebuild makes a new content view), github.com/anyproto/anytype-swift/pull/4945",
            "Seam's choice: a configuration of the same type updates the cell's content in place, so @State stays with the cell; one report disagrees, and it is not checked on a device.",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.cellStateReuse`: cell content declares `@State`.
    static func cellStateReuseMessage(view: String) -> String {
        "\(view) declares @State inside cell content; a reused cell keeps it and shows it on "
            + "the next item: keep it in the model, or reset it with .id(item.id)"
    }
}
