import Terminal

/// Mirrors UICollectionView with a list layout and its diffable data source: items are
/// addressed by stable identifiers (`apply` a `ListSnapshot`), rows are `ListCell`s from a
/// reuse pool configured by `cellProvider`, and the selection follows its item through
/// inserts, deletes and moves. The one rule: only visible rows get a cell, so ten million
/// items cost what a thousand do. Keys: Up/Down/PageUp/PageDown/Home/End select, Enter and
/// Space go to a control in the selected row's content (a toggle) or else activate the row,
/// Right/Left reveal swipe actions, whose keys act on the selected item. A list longer than
/// its height shows where the selection is: a scroll indicator in the trailing column and
/// `row/total` in its last row (`showsVerticalScrollIndicator`).
@MainActor
public final class ListView<ItemID: Hashable>: Panel {
    public private(set) var snapshot = ListSnapshot<ItemID>()
    /// Configures a cell (new or reused) for an item, as a cell registration's handler does.
    public var cellProvider: (ListCell, ItemID) -> Void = { _, _ in }
    /// Called when Enter or Space is pressed on the selected item and no control in its content takes the key.
    public var onActivate: ((ItemID) -> Void)?
    public var leadingSwipeActionsProvider: ((ItemID) -> [SwipeAction])?
    public var trailingSwipeActionsProvider: ((ItemID) -> [SwipeAction])?

    /// Mirrors `showsVerticalScrollIndicator`: a list longer than its height shows a scroll
    /// indicator and the selection's position (`3/1000`) in its last row.
    public var showsVerticalScrollIndicator = true {
        didSet { setNeedsLayout() }
    }
    private let track = ScrollIndicator(.track)
    private let position = ScrollIndicator(.position)

    public private(set) var selectedIndex = 0
    public private(set) var firstVisibleIndex = 0
    private var selectedID: ItemID?
    private var revealedEdge: SwipeEdge?

    private var visibleCells: [ItemID: ListCell] = [:]
    private var reusePool: [ListCell] = []
    private var pendingReconfigure: Set<ItemID> = []
    /// Cells ever created (the pool keeps this at about the visible height).
    public private(set) var cellsCreated = 0
    /// Calls of `cellProvider` so far: what configuring rows has cost.
    public private(set) var configuredCellCount = 0

    public override init() {
        super.init()
        addSubview(track)
        addSubview(position)
    }

    // MARK: Data

    /// Mirrors `apply(_:animatingDifferences:)`: shows `snapshot`. Visible cells of items still
    /// shown keep their content unless reconfigured; the selection stays on its item, or
    /// stays at its row when the item was deleted.
    public func apply(_ snapshot: ListSnapshot<ItemID>) {
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
        revealedEdge = nil
        scrollToSelection()
        setNeedsLayout()
    }

    public var selectedItem: ItemID? { selectedID }

    /// The item identifiers with a cell on screen, top to bottom.
    public var visibleItemIdentifiers: [ItemID] {
        visibleRange.compactMap { snapshot.itemIdentifier(at: $0) }
    }

    /// The cell showing `id`, if it is visible.
    public func cell(for id: ItemID) -> ListCell? { visibleCells[id] }

    public func selectItem(_ id: ItemID) {
        guard let i = snapshot.index(ofItem: id) else { return }
        select(index: i)
    }

    public func select(index: Int) {
        let count = snapshot.numberOfItems
        let i = count == 0 ? 0 : max(0, min(count - 1, index))
        if i != selectedIndex { revealedEdge = nil }
        selectedIndex = i
        selectedID = snapshot.itemIdentifier(at: i)
        scrollToSelection()
    }

    // MARK: Scrolling

    /// True when the items do not fit and the indicator takes the last row.
    private var showsIndicator: Bool {
        showsVerticalScrollIndicator && bounds.height > 1 && snapshot.numberOfItems > bounds.height
    }
    /// The rows that show items: all but the indicator's row.
    private var rowsHeight: Int { max(0, bounds.height - (showsIndicator ? 1 : 0)) }
    private var pageSize: Int { max(1, rowsHeight - 1) }
    private var visibleRange: Range<Int> {
        firstVisibleIndex..<min(snapshot.numberOfItems, firstVisibleIndex + rowsHeight)
    }

    /// Scrolls the least that shows the selection; before the list has a size, it waits for layout.
    private func scrollToSelection() {
        guard bounds.height > 0 else { return }
        let h = rowsHeight
        var first = firstVisibleIndex
        if selectedIndex < first { first = selectedIndex }
        if selectedIndex >= first + h { first = selectedIndex - h + 1 }
        first = max(0, min(first, max(0, snapshot.numberOfItems - h)))
        if first != firstVisibleIndex {
            firstVisibleIndex = first
            setNeedsLayout()
        }
    }

    // MARK: Keys

    /// Handles list keys; false for keys a list does not use.
    public func handle(_ key: Key) -> Bool {
        let count = snapshot.numberOfItems
        switch key {
        case .up: select(index: selectedIndex - 1)
        case .down: select(index: selectedIndex + 1)
        case .pageUp: select(index: selectedIndex - pageSize)
        case .pageDown: select(index: selectedIndex + pageSize)
        case .home: select(index: 0)
        case .end: select(index: count - 1)
        case .enter, .space:
            guard let id = selectedID else { return false }
            if visibleCells[id]?.contentPanel?.activate(with: key) == true { return true }
            guard let onActivate else { return false }
            onActivate(id)
        case .right, .left:
            let rtl = viewController?.traitCollection.layoutDirection == .rightToLeft
            let edge: SwipeEdge = (key == .right) != rtl ? .leading : .trailing
            guard !actions(on: edge).isEmpty else { return false }
            revealedEdge = revealedEdge == nil ? edge : nil
        case .escape:
            guard revealedEdge != nil else { return false }
            revealedEdge = nil
        case .character(let c):
            guard let action = (actions(on: .leading) + actions(on: .trailing)).first(where: { $0.key == c }) else { return false }
            revealedEdge = nil
            action.handler()
        default: return false
        }
        return true
    }

    /// Rows the wheel moves the selection by.
    static var wheelStep: Int { 3 }

    /// A click selects the row under it, and activates it when it was selected already (as
    /// Enter would); the wheel moves the selection three rows. A click on the position row
    /// does nothing.
    public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
        switch event.action {
        case .click:
            // The position row below the rows is no row.
            let index = firstVisibleIndex + point.y
            guard point.y < rowsHeight, index < snapshot.numberOfItems else { return false }
            if index == selectedIndex { return handle(.enter) }
            select(index: index)
        case .scrollUp: select(index: selectedIndex - Self.wheelStep)
        case .scrollDown: select(index: selectedIndex + Self.wheelStep)
        }
        return true
    }

    private func actions(on edge: SwipeEdge) -> [SwipeAction] {
        guard let id = selectedID else { return [] }
        let provider = edge == .leading ? leadingSwipeActionsProvider : trailingSwipeActionsProvider
        return provider?(id) ?? []
    }

    // MARK: Cells

    /// Gives each visible item a cell: cells of items that left the screen go back to the
    /// pool (`prepareForReuse`), newly visible items get a pooled or new cell and are configured.
    public override func layoutSubviews() {
        scrollToSelection()
        let range = visibleRange
        var wanted: [ItemID: Int] = [:]
        for i in range { if let id = snapshot.itemIdentifier(at: i) { wanted[id] = i } }
        for (id, cell) in visibleCells where wanted[id] == nil {
            visibleCells[id] = nil
            cell.prepareForReuse()
            cell.removeFromSuperview()
            reusePool.append(cell)
        }
        for (id, i) in wanted {
            let cell: ListCell
            if let existing = visibleCells[id] {
                cell = existing
                if pendingReconfigure.contains(id) { configure(cell, id) }
            } else {
                cell = reusePool.popLast() ?? makeCell()
                visibleCells[id] = cell
                addSubview(cell)
                cell.setNeedsLayout()
                configure(cell, id)
            }
            cell.frame = Rect(x: 0, y: i - firstVisibleIndex, width: bounds.width, height: 1)
        }
        pendingReconfigure.removeAll()
        let rtl = viewController?.traitCollection.layoutDirection == .rightToLeft
        track.frame = Rect(x: rtl ? 0 : bounds.width - 1, y: 0, width: min(1, bounds.width), height: rowsHeight)
        position.frame = Rect(x: 0, y: rowsHeight, width: bounds.width, height: bounds.height - rowsHeight)
        bringSubviewToFront(track)
        bringSubviewToFront(position)
        updateIndicator()
    }

    /// Tells the indicator where the list is (each layout and each frame: a key moves the
    /// selection without a new layout).
    private func updateIndicator() {
        for part in [track, position] {
            part.isHidden = !showsIndicator
            part.show(firstVisible: firstVisibleIndex, visibleRows: rowsHeight, total: snapshot.numberOfItems, selected: selectedIndex)
        }
    }

    private func makeCell() -> ListCell {
        cellsCreated += 1
        return ListCell()
    }

    private func configure(_ cell: ListCell, _ id: ItemID) {
        configuredCellCount += 1
        cellProvider(cell, id)
        cell.updateConfiguration(using: state(for: id))
    }

    private func state(for id: ItemID) -> CellConfigurationState {
        let selected = id == selectedID
        var state = CellConfigurationState(isSelected: selected)
        if selected {
            let controller = viewController
            state.isHighlighted = controller != nil && controller === controller?.window?.topViewController
            state.revealedSwipeEdge = revealedEdge
        }
        return state
    }

    /// Brings every visible cell's state up to date for the frame, before the cells update
    /// and draw: the update handler runs only for cells whose state changed.
    public override func updateContent(in context: UpdateContext) {
        updateIndicator()
        for (id, cell) in visibleCells {
            let state = state(for: id)
            guard state != cell.configurationState else { continue }
            cell.updateConfiguration(using: state)
            cell.reveal(state.revealedSwipeEdge.map { actions(on: $0) } ?? [], on: state.revealedSwipeEdge)
            cell.layoutIfNeeded()
        }
    }
}
