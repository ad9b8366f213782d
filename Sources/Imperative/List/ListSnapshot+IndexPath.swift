import Foundation

/// A snapshot read by index path, as a diffable data source reads it for its table or
/// collection view: sections by position, items by position within their section.
extension ListSnapshot {
    /// The item at `indexPath`, nil for a position the snapshot does not have.
    func itemIdentifier(at indexPath: IndexPath) -> ItemID? {
        let ranges = sectionRanges
        guard indexPath.count == 2, ranges.indices.contains(indexPath.section) else { return nil }
        let items = ranges[indexPath.section].items
        guard indexPath.row >= 0, indexPath.row < items.count else { return nil }
        return itemIdentifier(at: items.lowerBound + indexPath.row)
    }

    /// Where `id` is: its section's position and its position within it.
    func indexPath(ofItem id: ItemID) -> IndexPath? {
        guard let i = index(ofItem: id) else { return nil }
        for (s, section) in sectionRanges.enumerated() where section.items.contains(i) {
            return IndexPath(row: i - section.items.lowerBound, section: s)
        }
        return nil
    }

    /// How many items the section at position `s` holds; 0 past the sections.
    func numberOfItems(inSectionAt s: Int) -> Int {
        let ranges = sectionRanges
        return ranges.indices.contains(s) ? ranges[s].items.count : 0
    }
}

/// What a diffable data source keeps, for a table view or a collection view: the snapshot it
/// shows, and how applying another moves the selection along with its item.
@MainActor
final class DiffableState<SectionID: Hashable, ItemID: Hashable> {
    private(set) var snapshot = ListSnapshot<SectionID, ItemID>()

    /// Shows `new` in `list`: it reads the data source again (the rows on screen dequeue their
    /// cells again), and the selection follows its item to its new index path, as UIKit's
    /// apply moves a selected item. A deselected selection stays deselected.
    func apply(_ new: ListSnapshot<SectionID, ItemID>, to list: DataSourceList?) {
        let cursor = list?.list.selectedItem
        let selected = cursor.flatMap { snapshot.itemIdentifier(at: $0) }
        let wasDeselected = list?.selectedIndexPath == nil
        snapshot = new
        guard let list else { return }
        list.reloadData()
        guard let selected, let path = snapshot.indexPath(ofItem: selected) else { return }
        list.select(path)
        if wasDeselected { list.deselect(path) }
    }

    /// The section identifier at position `index`, nil past the sections.
    func sectionIdentifier(at index: Int) -> SectionID? {
        let ids = snapshot.sectionIdentifiers
        return ids.indices.contains(index) ? ids[index] : nil
    }
}
