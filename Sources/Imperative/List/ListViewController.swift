import Terminal

/// Mirrors UICollectionViewController with a list layout: a controller whose view shows one
/// list, `list`, pinned to its safe area. The one rule: the list is the controller's, made
/// with it and kept for its life, so a subclass configures it (`cellProvider`, `onActivate`,
/// a first snapshot) in `init` or `viewDidLoad` and never builds a list of its own.
///
/// Keys go to the list: the view loads first, so a key sent before the first frame finds
/// the list configured. The footer and help show the list's keys, or the swipe actions'
/// while they show; a subclass with keys of its own overrides `handle(_:)` and `keyHints`,
/// and still offers the list what it does not take.
@preconcurrency @MainActor
open class ListViewController<SectionID: Hashable, ItemID: Hashable>: ViewController {
    /// Mirrors `collectionView`: the list the controller's view shows.
    public let list = ListView<SectionID, ItemID>()

    public override init() {
        super.init()
    }

    /// A plain panel with the list pinned to its safe area.
    open override func loadView() {
        setView(.safeAreaRoot(holding: list))
    }

    /// The list's keys (selection, activation, swipe actions); false for the others.
    open override func handle(_ key: Key) -> Bool {
        _ = view
        return list.handle(key)
    }

    /// The swipe actions' keys while they show; else selecting rows, and opening them when
    /// the list has something to do on Enter (`onActivate`).
    open override var keyHints: [KeyHint] {
        guard let swipeActions = list.swipeActionKeyHints else {
            return [KeyHint("↑↓", "select")] + (list.onActivate == nil ? [] : [KeyHint("⏎", "open")])
        }
        return swipeActions
    }
}
