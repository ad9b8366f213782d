import Terminal

/// Mirrors UICollectionView with a list layout and its diffable data source
/// (UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>): sections
/// and items are addressed by stable identifiers (`apply` a `ListSnapshot`), rows are `ListCell`s from a
/// reuse pool configured by `cellProvider`, and the selection follows its item through
/// inserts, deletes and moves. The one rule: only visible rows get a cell, so ten million
/// items cost what a thousand do.
///
/// Rows size themselves: a row is as tall as its content asks at the list's width
/// (`ContentPanel.fittingHeight`), measured when it comes on screen and again when its
/// content says it changed; rows not on screen count `estimatedRowHeight`, so no row
/// off screen is ever measured. A section with a header title (`headerTitleProvider`)
/// starts with a header row that cannot be selected.
///
/// Keys: Up/Down/PageUp/PageDown/Home/End select, Enter and Space go to a control in the
/// selected row's content (a toggle) or else activate the row. Right reveals the selected
/// row's trailing swipe actions and Left its leading ones (the arrow points at the edge, so
/// right-to-left mirrors them); while they show, the arrows move between them (past the
/// innermost they hide again, past the outermost they perform the first action when the
/// configuration allows a full swipe), Enter performs the focused one and Escape hides them.
/// The actions come from the list's providers (UIKit's swipe actions configuration) or,
/// when those give none, from the row's content (SwiftUI's `.swipeActions`).
/// A list longer than its height shows where the selection is: a scroll indicator in the
/// trailing column and `row/total` in its last row (`showsVerticalScrollIndicator`).
///
/// This file holds the data and the selection; `ListView+Keys` the keys, the mouse and the
/// swipe actions; `ListView+Cells` the cells, scrolling and the update phase; `ListRows`
/// maps sections to rows and `ListScrolling` chooses the first row on screen.
///
/// A list is reached through `Panel` (layout, the update phase) and its controller (keys),
/// where its item types are unknown, so its methods run generic: every row asks the runtime
/// for `ListSnapshot`'s and `Optional<ItemID>`'s metadata and hashes identifiers through
/// witness tables. The three entry points (`layOutRows`, `updateCells`, `handle`) are also
/// compiled for `ListView<String, Int>` (sections named, items numbered, as the Ledger's):
/// the generic body checks its types first and runs that copy, everything it calls specialized.
@preconcurrency @MainActor
public final class ListView<SectionID: Hashable, ItemID: Hashable>: Panel {
    public private(set) var snapshot = ListSnapshot<SectionID, ItemID>()
    /// Configures a cell (new or reused) for an item, as a cell registration's handler does.
    public var cellProvider: (ListCell, ItemID) -> Void = { _, _ in }
    /// Called when Enter or Space is pressed on the selected item and no control in its content takes the key.
    public var onActivate: ((ItemID) -> Void)?
    /// Mirrors a supplementary header registration: the title of a section's header row, nil for none.
    public var headerTitleProvider: ((SectionID) -> String?)? {
        didSet { updateRows() }
    }
    /// Mirrors `leadingSwipeActionsConfigurationProvider`, by item identifier.
    public var leadingSwipeActionsConfigurationProvider: ((ItemID) -> SwipeActionsConfiguration?)?
    /// Mirrors `trailingSwipeActionsConfigurationProvider`, by item identifier.
    public var trailingSwipeActionsConfigurationProvider: ((ItemID) -> SwipeActionsConfiguration?)?
    /// Mirrors `estimatedRowHeight`: what a row not on screen counts for the scroll indicator;
    /// nil (automatic) takes the mean height of the rows on screen.
    public var estimatedRowHeight: Int? {
        didSet { setNeedsLayout() }
    }

    /// Mirrors `showsVerticalScrollIndicator`: a list longer than its height shows a scroll
    /// indicator and the selection's position (`3/1000`) in its last row.
    public var showsVerticalScrollIndicator = true {
        didSet { setNeedsLayout() }
    }
    let track = ScrollIndicator(.track)
    let position = ScrollIndicator(.position)

    /// The selected item's position among the items (headers do not count).
    public private(set) var selectedIndex = 0
    /// The first row on screen, counting header rows.
    public internal(set) var firstVisibleRow = 0
    var selectedID: ItemID?

    /// The swipe actions the selected row shows, if any.
    var revealed: RevealedSwipeActions? {
        didSet { if oldValue != nil || revealed != nil { revealedVersion &+= 1 } }
    }
    var revealedVersion = 0
    /// Moves on whenever a cell comes on screen, leaves it or is configured.
    var cellsVersion = 0
    /// What the cells' states and revealed actions were last brought up to date for.
    var appliedCellInputs: (selected: ItemID?, highlighted: Bool, revealedVersion: Int, cellsVersion: Int)?
    /// True while the list's controller is the one the user works in (the top of the
    /// window), as the last update phase found: the selected row shows highlighted.
    var isHighlighted = false

    /// The rows: each section's header row, if it has a title, then its items.
    var rows = ListRows()

    /// Where the last layout put each row on screen, top to bottom.
    var placed: [(row: ListRow, y: Int, height: Int)] = []
    /// What a row off screen counts when there is no estimate: the mean height of the rows
    /// the last layout placed.
    var meanPlacedRowHeight = 1
    var visibleCells: [ItemID: ListCell] = [:]
    var headerPanels: [Int: ListHeaderPanel] = [:]
    var reusePool: [ListCell] = []
    var pendingReconfigure: Set<ItemID> = []
    /// What measured heights were taken at: another width or other traits measure again.
    var measuredFor: (width: Int, traits: TraitCollection)?
    /// The cell for an item when a data source gives the cells (`TableView`, `CollectionView`):
    /// it dequeues and configures one itself. Nil for a list whose pool `cellProvider` configures.
    var cellSource: ((ItemID) -> ListCell)?
    /// Takes the cells of such a list that leave the screen (into their reuse queues), in
    /// place of the pool, which would call `prepareForReuse` too early: a data source's
    /// dequeue calls it.
    var cellRecycler: ((ListCell) -> Void)?
    /// True when a click activates the row under it at once, as a tap selects a table's row.
    var clickActivates = false
    /// Told when the selection moves to another item (keys, a click, `select`).
    var selectionDidChange: (() -> Void)?
    /// Cells ever created (the pool keeps this at about the visible height).
    public internal(set) var cellsCreated = 0
    /// Calls of `cellProvider` so far: what configuring rows has cost.
    public internal(set) var configuredCellCount = 0
    /// Rows measured so far: what self-sizing has cost.
    public internal(set) var measuredRowCount = 0

    public override init() {
        super.init()
        addSubview(track)
        addSubview(position)
    }

    // MARK: Data

    /// Mirrors `apply(_:animatingDifferences:)`: shows `snapshot`. Visible cells of items still
    /// shown keep their content unless reconfigured; the selection stays on its item, or
    /// stays at its row when the item was deleted.
    public func apply(_ snapshot: ListSnapshot<SectionID, ItemID>) {
        var s = snapshot
        pendingReconfigure.formUnion(s.reconfiguredItemIdentifiers)
        s.clearReconfigured()
        self.snapshot = s
        let count = s.numberOfItems
        if let id = selectedID, let i = s.index(ofItem: id) {
            selectedIndex = i
        } else {
            selectedIndex = count == 0 ? 0 : min(selectedIndex, count - 1)
        }
        selectedID = s.itemIdentifier(at: selectedIndex)
        revealed = nil
        updateRows()
    }

    /// Recomputes the rows from the snapshot's sections and the header titles.
    private func updateRows() {
        rows = ListRows(snapshot.sectionRanges.map { (headerTitleProvider?($0.id), $0.items) })
        setNeedsLayout()
    }

    public var selectedItem: ItemID? { selectedID }

    /// The item identifiers with a cell on screen, top to bottom.
    public var visibleItemIdentifiers: [ItemID] {
        placed.compactMap { if case .item(let i) = $0.row { snapshot.itemIdentifier(at: i) } else { nil } }
    }

    /// The cell showing `id`, if it is visible.
    public func cell(for id: ItemID) -> ListCell? { visibleCells[id] }

    /// The height of the row showing `id` as last laid out, if it is visible.
    public func rowHeight(of id: ItemID) -> Int? {
        guard let i = snapshot.index(ofItem: id) else { return nil }
        return placed.first { $0.row == .item(i) }?.height
    }

    // MARK: Selection

    public func selectItem(_ id: ItemID) {
        guard let i = snapshot.index(ofItem: id) else { return }
        select(index: i)
    }

    public func select(index: Int) {
        let count = snapshot.numberOfItems
        let i = count == 0 ? 0 : max(0, min(count - 1, index))
        if i != selectedIndex { revealed = nil }
        let moved = i != selectedIndex || selectedID == nil
        selectedIndex = i
        selectedID = snapshot.itemIdentifier(at: i)
        // A row already wholly on screen needs no layout: only its cell's state changes.
        if !isWhollyVisible(.item(i)) { setNeedsLayout() }
        if moved { selectionDidChange?() }
    }

    // MARK: Panel

    /// Scrolls the least that shows the selection and gives each row on screen its place
    /// (`layOutRows`, in `ListView+Cells`).
    public override func layoutSubviews() { layOutRows() }

    /// Visited in every update phase: its selection, scrolling and cells follow the list's state each frame.
    public override var updatesContentEveryFrame: Bool { true }

    /// Brings the cells on screen up to date for the frame (`updateCells(in:)`, in
    /// `ListView+Cells`).
    public override func updateContent(in context: UpdateContext) { updateCells(in: context) }

    /// Clicks and the wheel (`handleMouseEvent`, in `ListView+Keys`).
    public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
        handleMouseEvent(event, at: point)
    }
}

/// A list is a scroll view: the bars observe it when it is a controller's content scroll view.
extension ListView: ScrollPanel {
    /// Mirrors `contentOffset`: the rows above the first on screen, each at its estimated height.
    public var contentOffset: Point { Point(x: 0, y: scrolledRows) }
}
