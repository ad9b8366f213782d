import Foundation
import Terminal

/// What `TableViewController` and `CollectionViewController` share, as UIKit's do: a view that
/// is one table or collection view pinned to the safe area, keys routed to it (the view loads
/// first, so a key sent before the first frame finds it filled), its keys in the footer and
/// help, and the selection cleared each time the view is about to appear.
@preconcurrency @MainActor
open class DataSourceListController: ViewController {
    let listPanel: DataSourceListPanel
    /// Mirrors `clearsSelectionOnViewWillAppear`: true (the default) deselects the selected
    /// row or item each time the view is about to appear (coming back from its detail).
    public var clearsSelectionOnViewWillAppear = true

    init(listPanel: DataSourceListPanel) {
        self.listPanel = listPanel
        super.init()
    }

    /// A plain panel with the table or collection view pinned to its safe area.
    open override func loadView() {
        setView(.safeAreaRoot(holding: listPanel))
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let selected = listPanel.source.selectedIndexPath else { return }
        listPanel.source.deselect(selected)
    }

    /// The list's keys (the default, through `KeyHandlingPanel`), the view loaded first so a
    /// key sent before the first frame finds it filled. A subclass with keys of its own
    /// overrides this and still offers the list what it does not take.
    open override func handle(_ key: Key) -> Bool {
        _ = view
        return super.handle(key)
    }
}
