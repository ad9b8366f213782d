import Terminal

/// The cells of a list: a cell for each row on screen and none for the others, taken from a
/// reuse pool and configured by `cellProvider`; rows measured as they come on screen; the
/// first row chosen so the selection shows (`ListScrolling`); the scroll indicator; and the
/// update phase, which brings each cell's state up to date.
extension ListView {
    // MARK: Scrolling

    /// What a row off screen counts: the estimate, else the mean of the rows on screen as
    /// the last layout placed them.
    private var estimate: Int { estimatedRowHeight.map { max(1, $0) } ?? meanPlacedRowHeight }

    /// The estimated height of every row: header rows are one line.
    private var estimatedContentHeight: Int {
        rows.headerCount + snapshot.numberOfItems * estimate
    }

    /// How far the list is scrolled, in estimated rows: the rows above the first on screen
    /// (header rows are one line). What `contentOffset` and the scroll indicator say.
    var scrolledRows: Int {
        let headersAbove = rows.headers(above: firstVisibleRow)
        return headersAbove + (firstVisibleRow - headersAbove) * estimate
    }

    /// True when the rows do not fit and the indicator takes the last row.
    private var showsIndicator: Bool {
        showsVerticalScrollIndicator && bounds.height > 1 && estimatedContentHeight > bounds.height
    }
    /// The rows that show items: all but the indicator's row.
    var rowsHeight: Int { max(0, bounds.height - (showsIndicator ? 1 : 0)) }

    func isWhollyVisible(_ row: ListRow) -> Bool {
        guard let p = placed.first(where: { $0.row == row }) else { return false }
        return p.y + p.height <= rowsHeight
    }

    /// The first row that shows the selection with the least scrolling; measures only rows
    /// that will be on screen.
    private func firstRowShowingSelection() -> Int {
        guard snapshot.numberOfItems > 0 else { return 0 }
        return ListScrolling.firstRow(
            showing: rows.rowIndex(ofItem: selectedIndex), from: firstVisibleRow,
            rowCount: rows.count, height: rowsHeight,
            isHeader: { if case .header = rows.row(at: $0) { true } else { false } },
            heightOfRow: height(ofRow:))
    }

    /// A row's height: one line for a header, what its content asks for an item. An item
    /// without a cell gets one (configured) to be measured; it is about to be on screen.
    private func height(ofRow r: Int) -> Int {
        switch rows.row(at: r) {
        case .header: return 1
        case .item(let i):
            guard let id = snapshot.itemIdentifier(at: i) else { return 1 }
            return measuredHeight(of: cell(forItem: id))
        }
    }

    private func measuredHeight(of cell: ListCell) -> Int {
        if let h = cell.measuredHeight { return h }
        measuredRowCount += 1
        let h = cell.fittingHeight(forWidth: bounds.width)
        cell.measuredHeight = h
        return h
    }

    // MARK: Layout

    /// The cell of `id`: the one on screen, else one from the pool (or new), configured.
    private func cell(forItem id: ItemID) -> ListCell {
        if let cell = visibleCells[id] { return cell }
        let cell = cellSource?(id) ?? reusePool.popLast() ?? makeCell()
        visibleCells[id] = cell
        cellsVersion &+= 1
        addSubview(cell)
        cell.setNeedsLayout()
        configure(cell, id)
        return cell
    }

    /// Scrolls the least that shows the selection, then gives each row on screen its place:
    /// items a cell (pooled or new, configured, measured), headers a header panel. Cells of
    /// items that left the screen go back to the pool (`prepareForReuse`). A row already in
    /// place keeps its frame, so moving the selection redraws only the rows it changes.
    @_specialize(where SectionID == String, ItemID == Int)
    func layOutRows() {
        let traits = viewController?.currentTraits ?? TraitCollection()
        if measuredFor.map({ $0.width != bounds.width || $0.traits != traits }) ?? true {
            measuredFor = (bounds.width, traits)
            for cell in visibleCells.values { cell.measuredHeight = nil }
        }
        for id in pendingReconfigure {
            if let cell = visibleCells[id] { configure(cell, id) }
        }
        pendingReconfigure.removeAll()
        // Cells that cannot stay on screen go back to the pool first, for the rows coming on
        // screen: items no longer in the list, and rows as far from the selection (which stays
        // on screen) as the list is high.
        let selectedRow = rows.rowIndex(ofItem: selectedIndex)
        recycleInScreenOrder(
            visibleCells.filter { id, _ in
                guard let i = snapshot.index(ofItem: id) else { return true }
                return abs(rows.rowIndex(ofItem: i) - selectedRow) >= max(1, rowsHeight)
            })

        firstVisibleRow = firstRowShowingSelection()
        let h = rowsHeight
        placed = []
        var onScreen: Set<ItemID> = []
        var headersOnScreen: Set<Int> = []
        var y = 0
        var r = firstVisibleRow
        while r < rows.count, y < h {
            let row = rows.row(at: r)
            let height: Int
            switch row {
            case .header(let section):
                height = 1
                let panel = headerPanels[section] ?? ListHeaderPanel()
                if headerPanels[section] == nil { headerPanels[section] = panel; addSubview(panel) }
                panel.title = rows.header(ofSection: section) ?? ""
                panel.frame = Rect(x: 0, y: y, width: bounds.width, height: 1)
                headersOnScreen.insert(section)
            case .item(let i):
                guard let id = snapshot.itemIdentifier(at: i) else { r += 1; continue }
                let cell = cell(forItem: id)
                height = measuredHeight(of: cell)
                cell.frame = Rect(x: 0, y: y, width: bounds.width, height: height)
                onScreen.insert(id)
            }
            placed.append((row, y, height))
            y += height
            r += 1
        }
        recycleInScreenOrder(visibleCells.filter { id, _ in !onScreen.contains(id) })
        let items = placed.filter { if case .item = $0.row { true } else { false } }
        meanPlacedRowHeight =
            items.isEmpty
            ? 1 : max(1, Int((Double(items.reduce(0) { $0 + $1.height }) / Double(items.count)).rounded()))
        for (section, panel) in headerPanels where !headersOnScreen.contains(section) {
            panel.removeFromSuperview()
            headerPanels[section] = nil
        }
        let rtl = traits.layoutDirection == .rightToLeft
        track.frame = Rect(x: rtl ? 0 : bounds.width - 1, y: 0, width: min(1, bounds.width), height: h)
        position.frame = Rect(x: 0, y: h, width: bounds.width, height: bounds.height - h)
        bringSubviewToFront(track)
        bringSubviewToFront(position)
        updateIndicator()
    }

    /// Sends `cells` back to the pool from top to bottom, as they were last placed, so which
    /// cell a row gets next (and the state a cell's content keeps, `cell-state-reuse`) is the
    /// same on every run, never the order of a dictionary. Only the leaving cells are sorted,
    /// usually none or one a key.
    private func recycleInScreenOrder(_ cells: [ItemID: ListCell]) {
        guard !cells.isEmpty else { return }
        for (id, cell) in cells.sorted(by: { $0.value.frame.y < $1.value.frame.y }) { recycle(cell, of: id) }
    }

    private func recycle(_ cell: ListCell, of id: ItemID) {
        visibleCells[id] = nil
        cellsVersion &+= 1
        cell.removeFromSuperview()
        if let cellRecycler {
            cellRecycler(cell)
        } else {
            cell.prepareForReuse()
            reusePool.append(cell)
        }
    }

    /// Sends every cell on screen back (to the pool, or to `cellRecycler`), so the rows on
    /// screen get their cells again at the next layout, as `reloadData()` asks.
    func recycleAllCells() {
        recycleInScreenOrder(visibleCells)
        setNeedsLayout()
    }

    /// Tells the indicator where the list is (each layout and each frame: a key moves the
    /// selection without a new layout), in estimated rows.
    private func updateIndicator() {
        let offset = scrolledRows
        for part in [track, position] {
            part.isHidden = !showsIndicator
            part.show(
                firstVisible: offset, visibleRows: rowsHeight, contentRows: max(rowsHeight, estimatedContentHeight),
                selected: selectedIndex, itemCount: snapshot.numberOfItems)
        }
    }

    private func makeCell() -> ListCell {
        cellsCreated += 1
        return ListCell()
    }

    private func configure(_ cell: ListCell, _ id: ItemID) {
        configuredCellCount += 1
        cellsVersion &+= 1
        if cellSource == nil { cellProvider(cell, id) }
        cell.measuredHeight = nil
        cell.updateConfigurationTrackingObservation(using: state(for: id))
    }

    private func state(for id: ItemID, highlighted: Bool? = nil) -> CellConfigurationState {
        let selected = id == selectedID
        var state = CellConfigurationState(isSelected: selected)
        if selected {
            state.isHighlighted = highlighted ?? isHighlighted
            state.revealedSwipeEdge = revealed?.edge
        }
        return state
    }

    // MARK: The update phase

    /// Brings the rows up to date for the frame, before the cells update and draw: a row
    /// whose content changed is measured again (and the rows move when its height did), and
    /// the update handler runs only for cells whose state changed. The selection shows
    /// highlighted while the list's controller is the one the user works in.
    @_specialize(where SectionID == String, ItemID == Int)
    func updateCells(in context: UpdateContext) {
        isHighlighted = context.isInTopViewController
        var heightsChanged = false
        for cell in visibleCells.values where cell.contentPanel?.needsSizing == true {
            let old = cell.measuredHeight
            cell.measuredHeight = nil
            heightsChanged = heightsChanged || measuredHeight(of: cell) != old
        }
        if heightsChanged {
            setNeedsLayout()
            layoutIfNeeded()
        }
        updateIndicator()
        // A cell's state and revealed actions follow the selection, the highlight and the
        // revealed actions, and change with the cells on screen. When only the selection
        // moved since the last update phase, only the cell it left and the one it reached
        // change (a Down brings two rows up to date, not every row on screen).
        let highlighted = isHighlighted
        if let last = appliedCellInputs, last.highlighted == highlighted,
            last.revealedVersion == revealedVersion, last.cellsVersion == cellsVersion
        {
            if last.selected != selectedID {
                for id in [last.selected, selectedID].compactMap({ $0 }) {
                    if let cell = visibleCells[id] { bringUpToDate(cell, of: id, highlighted: highlighted) }
                }
            }
        } else {
            for (id, cell) in visibleCells { bringUpToDate(cell, of: id, highlighted: highlighted) }
        }
        for (id, cell) in visibleCells where cell.needsUpdateConfiguration {
            cell.updateConfigurationTrackingObservation(using: state(for: id, highlighted: highlighted))
        }
        appliedCellInputs = (selectedID, highlighted, revealedVersion, cellsVersion)
    }

    /// Gives a cell on screen its state (running the update handler when it changed) and
    /// the swipe actions it shows.
    private func bringUpToDate(_ cell: ListCell, of id: ItemID, highlighted: Bool) {
        let state = state(for: id, highlighted: highlighted)
        let actions = id == selectedID ? revealed.map { ($0.configuration.actions, $0.edge, $0.focus) } : nil
        if state != cell.configurationState {
            cell.updateConfigurationTrackingObservation(using: state)
        }
        cell.reveal(actions?.0 ?? [], on: actions?.1, focus: actions?.2 ?? 0)
        cell.layoutIfNeeded()
    }
}
