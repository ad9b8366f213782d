import Foundation
import Terminal

/// What `TableView` and `CollectionView` share, as UIKit's share UIScrollView: a panel showing
/// the list its data source fills (`DataSourceList`, on the engine of `ListView`), its keys,
/// and reloading.
@preconcurrency @MainActor
open class DataSourceListPanel: Panel, ScrollPanel, KeyHandlingPanel {
    let source = DataSourceList()

    init(initialFrame: Rect) {
        super.init()
        frame = initialFrame
        addSubview(source.list)
    }

    /// Mirrors `reloadData()`: reads the sections and their rows or items again; those on
    /// screen dequeue their cells again at the next layout. The selection stays at its index path.
    public func reloadData() { source.reloadData() }

    /// Mirrors `numberOfSections`, as last read from the data source.
    public var numberOfSections: Int { source.sectionCount }

    /// The list's keys (the selection, choosing a row, swipe actions); false for the others.
    public func handle(_ key: Key) -> Bool { source.list.handle(key) }

    /// The swipe actions' keys while they show; else moving the selection and choosing a row.
    public var keyHints: [KeyHint] {
        source.list.swipeActionKeyHints ?? [KeyHint("↑↓", "select"), KeyHint("⏎", "open")]
    }

    /// Mirrors `contentOffset`: how far the rows are scrolled.
    public var contentOffset: Point { source.list.contentOffset }

    /// Reads the data source if it never was, and gives the list the panel's bounds.
    open override func layoutSubviews() { source.layOut(in: bounds) }
}
