import Foundation
import Terminal

/// Mirrors UITableView: rows in sections, filled by a data source (`TableViewDataSource`)
/// and answered by a delegate (`TableViewDelegate`), both weak. The one rule, as in UIKit:
/// the data source is asked for a row's cell only when the row comes on screen, and dequeues
/// it by identifier (`register(_:forCellReuseIdentifier:)`,
/// `dequeueReusableCell(withIdentifier:for:)`); a cell leaving the screen waits in the queue of
/// its identifier, and the next dequeue of that identifier takes it (`prepareForReuse()`).
///
/// It runs on the engine of `ListView` (self-sizing rows, header rows, the scroll indicator,
/// swipe actions of the cells' content, the selection highlighted while its controller is on
/// top). Keys: Up/Down/PageUp/PageDown/Home/End move the selection, as
/// `selectRow(at:animated:scrollPosition:)` does; Enter or Space on the selected row, or a
/// click on a row, chooses it: the delegate's `tableView(_:didSelectRowAt:)`. A
/// `TableViewController` sends its keys to its table; another controller offers them to its
/// table in `handle(_:)`.
@preconcurrency @MainActor
open class TableView: DataSourceListPanel {
    /// Mirrors UITableView.Style. The style is kept; every style draws as a plain list (a
    /// terminal list has one look).
    public enum Style: Int, Hashable, Sendable { case plain, grouped, insetGrouped }
    /// Mirrors UITableView.ScrollPosition. The table scrolls the least that shows a selected
    /// row, whatever the position asked.
    public enum ScrollPosition: Int, Hashable, Sendable { case none, top, middle, bottom }

    public let style: Style
    /// Mirrors `dataSource`: weak; setting it reads it again at the next layout.
    public weak var dataSource: (any TableViewDataSource)? {
        didSet { source.setNeedsReload() }
    }
    /// Mirrors `delegate`: weak.
    public weak var delegate: (any TableViewDelegate)?

    /// Mirrors `init(frame:style:)`.
    public init(frame: Rect = .zero, style: Style = .plain) {
        self.style = style
        super.init(initialFrame: frame)
        source.numberOfSections = { [unowned self] in dataSource?.numberOfSections(in: self) ?? 0 }
        source.numberOfItems = { [unowned self] in dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 }
        source.cell = { [unowned self] in dataSource?.tableView(self, cellForRowAt: $0) ?? TableViewCell() }
        source.headerTitle = { [unowned self] in dataSource?.tableView(self, titleForHeaderInSection: $0) }
        source.didSelect = { [unowned self] in delegate?.tableView(self, didSelectRowAt: $0) }
    }

    // MARK: Cells

    /// Mirrors `register(_:forCellReuseIdentifier:)`: new cells for `identifier` are made of
    /// `cellClass` (a `TableViewCell` subclass); nil forgets the identifier.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return source.register(nil, for: identifier) }
        guard let type = cellClass as? TableViewCell.Type else {
            preconditionFailure("\(cellClass) is not a TableViewCell subclass: it cannot be a table's cell")
        }
        source.register({ type.init(style: .default, reuseIdentifier: identifier) }, for: identifier)
    }

    /// Mirrors `dequeueReusableCell(withIdentifier:for:)`: a cell of `identifier` from its queue
    /// (a reused one, `prepareForReuse()` called) or new, of the registered class. Traps, as
    /// UIKit does, when no class is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                    + "identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// Mirrors `dequeueReusableCell(withIdentifier:)`: as above, but nil when the queue is
    /// empty and no class is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        source.dequeue(identifier).map { $0 as! TableViewCell }
    }

    /// Mirrors `cellForRow(at:)`: the cell of a row on screen, nil for a row off screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        source.visibleCell(at: indexPath) as? TableViewCell
    }

    /// Mirrors `indexPath(for:)`: the row a cell on screen shows.
    public func indexPath(for cell: TableViewCell) -> IndexPath? { source.indexPath(of: cell) }

    /// Mirrors `visibleCells`: the cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] { source.visibleIndexPaths.compactMap(cellForRow(at:)) }

    /// Mirrors `indexPathsForVisibleRows`: the rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? { source.visibleIndexPaths }

    // MARK: Data

    /// Mirrors `numberOfRows(inSection:)`, as last read from the data source.
    public func numberOfRows(inSection section: Int) -> Int { source.itemCount(inSection: section) }

    // MARK: Selection

    /// Mirrors `indexPathForSelectedRow`: the selected row; nil before a row is first selected
    /// (by the keys, a click or `selectRow`), when the table has no rows, or when the row was
    /// deselected since the selection last moved.
    public var indexPathForSelectedRow: IndexPath? { source.selectedIndexPath }

    /// Mirrors `selectRow(at:animated:scrollPosition:)`: selects the row (nil deselects) without
    /// telling the delegate, and scrolls the least that shows it.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        source.select(indexPath)
    }

    /// Mirrors `deselectRow(at:animated:)`: `indexPathForSelectedRow` is nil until the selection
    /// moves again. The row keeps the keyboard's highlight: the keys still start from it.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) { source.deselect(indexPath) }
}
