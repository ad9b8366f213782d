import Foundation

/// Mirrors UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: the data
/// source of a `TableView` that shows a snapshot (`ListSnapshot`, NSDiffableDataSourceSnapshot's
/// mirror), with a cell provider called for each row that comes on screen. The init connects
/// it as the table's data source, which is weak: keep it, as in UIKit. A subclass may override
/// the data source's methods (`tableView(_:titleForHeaderInSection:)` for headers).
@preconcurrency @MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, TableViewDataSource
{
    /// Mirrors `CellProvider`: a cell for the item at the index path, dequeued from the table.
    public typealias CellProvider = @MainActor (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    private let cellProvider: CellProvider

    /// Mirrors `init(tableView:cellProvider:)`: becomes the view's data source.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init(list: tableView.source)
        tableView.dataSource = self
    }

    // MARK: TableViewDataSource

    open func numberOfSections(in tableView: TableView) -> Int { sectionCount }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        itemCount(inSection: section)
    }

    /// The cell provider's cell for the row's item. Traps when it returns nil, as UIKit does.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            fatalError("UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
        }
        return cell
    }

    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
}
