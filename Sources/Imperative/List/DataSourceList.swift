import Foundation
import Terminal

/// What a table view and a collection view share: the list engine (`ListView`, addressed by
/// index paths) filled from a data source, and the reuse queues the data source dequeues its
/// cells from. The one rule: the data source is asked only for the rows on screen, each row's
/// cell is the one it returns, and a cell leaving the screen waits in the queue of its reuse
/// identifier until a dequeue of that identifier takes it (`prepareForReuse` then), as in UIKit.
///
/// The owner (`TableView`, `CollectionView`) says how to read its data source; its selection
/// is the engine's, which the keyboard moves (`indexPathForSelectedRow` reads it until
/// `deselect`).
@preconcurrency @MainActor
final class DataSourceList {
    /// The engine; sections are numbered, items are their index paths.
    let list = ListView<Int, IndexPath>()
    /// How to make a cell of each registered identifier.
    private var registrations: [String: () -> ListCell] = [:]
    /// Cells that left the screen, by reuse identifier, the last to leave taken first.
    private var queues: [String: [ListCell]] = [:]
    /// True until a row is first selected, and again once `deselect` cleared the selection,
    /// until it moves: the keyboard's cursor is on a row, but nothing is selected yet.
    private var isDeselected = true
    /// True until the first reload: the first layout reads the data source.
    private(set) var needsReload = true

    /// The data source's answers: sections, items in a section, an item's cell, a section's header title.
    var numberOfSections: () -> Int = { 0 }
    var numberOfItems: (Int) -> Int = { _ in 0 }
    var cell: (IndexPath) -> ListCell = { _ in ListCell() }
    var headerTitle: (Int) -> String? = { _ in nil }

    var didSelect: (IndexPath) -> Void = { _ in }

    init() {
        list.clickActivates = true
        // Weak: the engine is a panel, which a frame may hold after its table has gone.
        list.cellSource = { [weak self] in self?.cell($0) ?? ListCell() }
        list.cellRecycler = { [weak self] in self?.enqueue($0) }
        list.headerTitleProvider = { [weak self] in self?.headerTitle($0) }
        list.selectionDidChange = { [weak self] in self?.isDeselected = false }
        list.onActivate = { [weak self] path in
            self?.isDeselected = false
            self?.didSelect(path)
        }
    }

    // MARK: Reuse

    /// Registers how to make a cell for `identifier`; nil forgets it.
    func register(_ make: (() -> ListCell)?, for identifier: String) {
        registrations[identifier] = make
    }

    func isRegistered(_ identifier: String) -> Bool { registrations[identifier] != nil }

    /// A cell of `identifier`: one from its queue (`prepareForReuse` called) or a new one of the
    /// registered class; nil when the queue is empty and no class is registered.
    func dequeue(_ identifier: String) -> ListCell? {
        if let cell = queues[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let make = registrations[identifier] else { return nil }
        let cell = make()
        cell.reuseIdentifier = identifier
        list.cellsCreated += 1
        return cell
    }

    /// A cell that left the screen waits in its identifier's queue; one without an identifier is dropped.
    private func enqueue(_ cell: ListCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        queues[identifier, default: []].append(cell)
    }

    // MARK: Data

    /// Reads the sections and their item counts again and gives the rows on screen their cells
    /// again (from the data source) at the next layout. The selection stays at its index path,
    /// or at its position when the rows shrank.
    func reloadData() {
        needsReload = false
        var snapshot = ListSnapshot<Int, IndexPath>()
        let sections = max(0, numberOfSections())
        snapshot.appendSections(Array(0..<sections))
        for s in 0..<sections {
            snapshot.appendItems(
                values: 0..<max(0, numberOfItems(s)), identifier: { IndexPath(row: $0, section: s) },
                value: { $0.count == 2 && $0.section == s ? $0.row : nil }, toSection: s)
        }
        list.recycleAllCells()
        list.apply(snapshot)
    }

    /// Reads the data source now if it never was (a count or a selection asked before the
    /// first layout), as UIKit loads on demand.
    func loadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// Reads the data source at the next layout.
    func setNeedsReload() {
        needsReload = true
        list.superview?.setNeedsLayout()
    }

    /// Sections and items as last read from the data source.
    var sectionCount: Int {
        loadIfNeeded()
        return list.snapshot.numberOfSections
    }

    func itemCount(inSection s: Int) -> Int {
        loadIfNeeded()
        return list.snapshot.numberOfItems(inSection: s)
    }

    // MARK: Selection

    /// The selected index path, nil when there are no rows or it was deselected.
    var selectedIndexPath: IndexPath? { isDeselected ? nil : list.selectedItem }

    /// Selects the row at `path` and scrolls the least that shows it; nil deselects.
    func select(_ path: IndexPath?) {
        guard let path else { return isDeselected = true }
        loadIfNeeded()
        guard list.snapshot.contains(path) else { return }
        list.selectItem(path)
        isDeselected = false
    }

    /// Deselects `path` when it is the selected row.
    func deselect(_ path: IndexPath) {
        if list.selectedItem == path { isDeselected = true }
    }

    /// The cell on screen at `path`, if any.
    func visibleCell(at path: IndexPath) -> ListCell? { list.cell(for: path) }

    /// The index paths on screen, top to bottom.
    var visibleIndexPaths: [IndexPath] { list.visibleItemIdentifiers }

    /// The index path of a cell on screen.
    func indexPath(of cell: ListCell) -> IndexPath? {
        list.visibleItemIdentifiers.first { list.cell(for: $0) === cell }
    }

    /// Lays the list out over `bounds`, reading the data source first if it never was.
    func layOut(in bounds: Rect) {
        loadIfNeeded()
        list.frame = bounds
    }
}
