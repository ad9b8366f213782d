import Rules
import Imperative

/// Mirrors the closure a cell's control runs (a button in `HostingConfiguration` content,
/// a swipe action's handler) and what it captures to find its item. The one rule
/// (`stable-identifiers`): capture the item's identifier, never its row. Rows move when
/// items are inserted, deleted or moved; an action made with `row:` checks, when it runs,
/// whether its row still shows the item it was made for, and reports the rule if not —
/// then runs with the row anyway, acting on the wrong item as the bug does.
@MainActor
public struct ItemAction<ItemID: Hashable> {
    private let run: @MainActor () -> Void

    /// The right way: `perform` gets the item the action was made for, wherever it is now.
    public init(item: ItemID, perform: @escaping @MainActor (ItemID) -> Void) {
        run = { perform(item) }
    }

    /// The wrong way: `perform` gets the row the action was made for, in `list`.
    public init<SectionID>(row: Int, in list: ListView<SectionID, ItemID>, perform: @escaping @MainActor (Int) -> Void)
    {
        let captured = list.snapshot.itemIdentifier(at: row)
        run = { [weak list] in
            if let list, let captured, list.snapshot.itemIdentifier(at: row) != captured {
                let now = list.snapshot.itemIdentifier(at: row).map { String(describing: $0) }
                list.viewController?.report(.stableIdentifiers(row: row, item: String(describing: captured), now: now))
            }
            perform(row)
        }
    }

    /// Runs the action.
    public func callAsFunction() { run() }
}
