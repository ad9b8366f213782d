extension RuleEntry {
    static let stableIdentifiers = RuleEntry(
        title: "Lists and actions address items by stable identifier, never by row index.",
        pattern: .sharedModel,
        why: """
            Row indexes move whenever an item is inserted, deleted or sorted, and the list can change between the moment an action is set up and the moment it runs, say while a confirmation is up. An action that captured a row then acts on whatever item sits there now: you confirm voiding #103 and #104 is voided. Capture the item's identifier and look it up when the action runs.
            """,
        wrong: """
            let row = list.selectedIndex
            return ItemAction(row: row, in: list) {
                book.void(book.invoices[$0].number)
            }
            """,
        right: """
            let number = invoice.number
            return ItemAction(item: number) {
                book.void($0)
            }
            """,
        lesson: "Lessons/StableIdentifiersLesson.swift",
        sources: [
            "WWDC22 \"Use SwiftUI with UIKit\" (session 10072): \"the index path may also change while the cell is visible\", developer.apple.com/videos/play/wwdc2022/10072",
            "UICollectionViewDiffableDataSource (items addressed by identifier), developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa",
            "Identifiable, developer.apple.com/documentation/swift/identifiable",
            "Seam's choice: ItemAction is Seam's type, standing for any action set up before it runs (a swipe action, a menu, a confirmation).",
        ])
}

extension RuleFinding {
    /// `.stableIdentifiers`: an action made for a row runs when the row shows another item.
    static func stableIdentifiersMessage(row: Int, item: String, now: String?) -> String {
        "an action captured row \(row) for item \(item), but row \(row) now shows \(now ?? "nothing"): "
            + "capture the item's identifier, not its row"
    }
}
