import Foundation

/// What the diffable data sources of a table view and a collection view share, as UIKit's
/// share NSDiffableDataSourceSnapshot: the snapshot shown (`ListSnapshot`), applying another,
/// and reading items and sections by index path. Made through `TableViewDiffableDataSource`
/// or `CollectionViewDiffableDataSource`.
@preconcurrency @MainActor
open class DiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The list of the view this data source fills; weak, as the view's `dataSource` is.
    private weak var list: DataSourceList?
    let state = DiffableState<SectionIdentifierType, ItemIdentifierType>()

    init(list: DataSourceList) { self.list = list }

    /// Mirrors `apply(_:animatingDifferences:completion:)`: the view shows `snapshot`; the rows
    /// on screen get their cells again from the cell provider, and the selection follows its
    /// item to its new index path. A terminal does not animate: `completion` runs once it shows.
    public func apply(
        _ snapshot: ListSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        state.apply(snapshot, to: list)
        completion?()
    }

    /// Mirrors `snapshot()`: a copy of what the view shows, to change and apply.
    public func snapshot() -> ListSnapshot<SectionIdentifierType, ItemIdentifierType> { state.snapshot }

    /// Mirrors `itemIdentifier(for:)`: the item at the index path, nil for none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        state.snapshot.itemIdentifier(at: indexPath)
    }

    /// Mirrors `indexPath(for:)`: where the item is, nil when the snapshot does not have it.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        state.snapshot.indexPath(ofItem: itemIdentifier)
    }

    /// Mirrors `sectionIdentifier(for:)`: the section at the position, nil for none.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { state.sectionIdentifier(at: index) }

    /// Mirrors `index(for:)`: the position of the section, nil when the snapshot does not have it.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        state.snapshot.sectionIdentifiers.firstIndex(of: sectionIdentifier)
    }

    /// The number of sections and of items in a section, for the view's data source methods.
    var sectionCount: Int { state.snapshot.numberOfSections }
    func itemCount(inSection section: Int) -> Int { state.snapshot.numberOfItems(inSectionAt: section) }
}
