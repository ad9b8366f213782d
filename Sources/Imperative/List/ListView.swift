import Terminal

/// Mirrors UICollectionView with a list layout and its diffable data source: items are
/// addressed by stable identifiers (`apply` a `ListSnapshot`), rows are `ListCell`s from a
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
@MainActor
public final class ListView<ItemID: Hashable>: Panel {
    public private(set) var snapshot = ListSnapshot<ItemID>()
    /// Configures a cell (new or reused) for an item, as a cell registration's handler does.
    public var cellProvider: (ListCell, ItemID) -> Void = { _, _ in }
    /// Called when Enter or Space is pressed on the selected item and no control in its content takes the key.
    public var onActivate: ((ItemID) -> Void)?
    /// Mirrors a supplementary header registration: the title of a section's header row, nil for none.
    public var headerTitleProvider: ((String) -> String?)? {
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
    private let track = ScrollIndicator(.track)
    private let position = ScrollIndicator(.position)

    /// The selected item's position among the items (headers do not count).
    public private(set) var selectedIndex = 0
    /// The first row on screen, counting header rows.
    public private(set) var firstVisibleRow = 0
    private var selectedID: ItemID?

    /// The swipe actions the selected row shows, if any.
    private var revealed: RevealedSwipeActions? {
        didSet { if oldValue != nil || revealed != nil { revealedVersion &+= 1 } }
    }
    private var revealedVersion = 0
    /// Moves on whenever a cell comes on screen, leaves it or is configured.
    private var cellsVersion = 0
    /// What the cells' states and revealed actions were last brought up to date for.
    private var appliedCellInputs: (selected: ItemID?, highlighted: Bool, revealedVersion: Int, cellsVersion: Int)?

    /// Each section's header title (nil for none), first row and items.
    private var sectionRows: [(header: String?, firstRow: Int, items: Range<Int>)] = []
    /// Rows in all, headers included.
    private var rowCount = 0

    /// Where the last layout put each row on screen, top to bottom.
    private var placed: [(row: ListRow, y: Int, height: Int)] = []
    private var visibleCells: [ItemID: ListCell] = [:]
    private var headerPanels: [Int: ListHeaderPanel] = [:]
    private var reusePool: [ListCell] = []
    private var pendingReconfigure: Set<ItemID> = []
    /// What measured heights were taken at: another width or other traits measure again.
    private var measuredFor: (width: Int, traits: TraitCollection)?
    /// Cells ever created (the pool keeps this at about the visible height).
    public private(set) var cellsCreated = 0
    /// Calls of `cellProvider` so far: what configuring rows has cost.
    public private(set) var configuredCellCount = 0
    /// Rows measured so far: what self-sizing has cost.
    public private(set) var measuredRowCount = 0

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
        revealed = nil
        updateRows()
    }

    /// Recomputes the rows from the snapshot's sections and the header titles.
    private func updateRows() {
        sectionRows = []
        var row = 0
        for section in snapshot.sectionRanges {
            let header = headerTitleProvider?(section.id)
            sectionRows.append((header, row, section.items))
            row += (header == nil ? 0 : 1) + section.items.count
        }
        rowCount = row
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

    public func selectItem(_ id: ItemID) {
        guard let i = snapshot.index(ofItem: id) else { return }
        select(index: i)
    }

    public func select(index: Int) {
        let count = snapshot.numberOfItems
        let i = count == 0 ? 0 : max(0, min(count - 1, index))
        if i != selectedIndex { revealed = nil }
        selectedIndex = i
        selectedID = snapshot.itemIdentifier(at: i)
        // A row already wholly on screen needs no layout: only its cell's state changes.
        if !isWhollyVisible(.item(i)) { setNeedsLayout() }
    }

    // MARK: Rows

    private func row(at r: Int) -> ListRow {
        guard let s = sectionRows.lastIndex(where: { $0.firstRow <= r }) else { return .item(r) }
        let section = sectionRows[s]
        var offset = r - section.firstRow
        if section.header != nil {
            if offset == 0 { return .header(section: s) }
            offset -= 1
        }
        return .item(section.items.lowerBound + offset)
    }

    private func rowIndex(ofItem index: Int) -> Int {
        guard let section = sectionRows.first(where: { $0.items.contains(index) }) else { return index }
        return section.firstRow + (section.header == nil ? 0 : 1) + index - section.items.lowerBound
    }

    private func isWhollyVisible(_ row: ListRow) -> Bool {
        guard let p = placed.first(where: { $0.row == row }) else { return false }
        return p.y + p.height <= rowsHeight
    }

    // MARK: Scrolling

    /// What a row off screen counts: the estimate, else the mean of the rows on screen as
    /// the last layout placed them.
    private var estimate: Int { estimatedRowHeight.map { max(1, $0) } ?? meanPlacedRowHeight }
    private var meanPlacedRowHeight = 1

    /// The estimated height of every row: header rows are one line.
    private var estimatedContentHeight: Int {
        let headers = sectionRows.count { $0.header != nil }
        return headers + snapshot.numberOfItems * estimate
    }

    /// True when the rows do not fit and the indicator takes the last row.
    private var showsIndicator: Bool {
        showsVerticalScrollIndicator && bounds.height > 1 && estimatedContentHeight > bounds.height
    }
    /// The rows that show items: all but the indicator's row.
    private var rowsHeight: Int { max(0, bounds.height - (showsIndicator ? 1 : 0)) }
    /// How far PageUp/PageDown move the selection: the items wholly on screen, less one.
    private var pageSize: Int {
        let items = placed.count { if case .item = $0.row { $0.y + $0.height <= rowsHeight } else { false } }
        return max(1, items - 1)
    }

    /// The first row that shows the selection with the least scrolling; measures only rows
    /// that will be on screen.
    private func firstRowShowingSelection() -> Int {
        let h = rowsHeight
        var first = min(firstVisibleRow, max(0, rowCount - 1))
        guard snapshot.numberOfItems > 0, h > 0 else { return 0 }
        let selected = rowIndex(ofItem: selectedIndex)
        if selected <= first {
            first = selected
            // The first item of a section brings its header along when both fit.
            if selected > 0, case .header = row(at: selected - 1), 1 + height(ofRow: selected) <= h { first = selected - 1 }
        } else {
            // Every row is a line at least: a selection as many rows below as the list is high
            // cannot show from here, and the rows between are not measured.
            var y = 0
            var r = first
            if selected - first < h {
                while r < selected, y < h { y += height(ofRow: r); r += 1 }
            }
            if r < selected || y + height(ofRow: selected) > h {
                first = selected
                var used = height(ofRow: selected)
                while first > 0, used < h, used + height(ofRow: first - 1) <= h { first -= 1; used += height(ofRow: first) }
            }
        }
        // No room left empty below the last row while rows above could use it.
        var used = 0
        var r = first
        while r < rowCount, used < h { used += height(ofRow: r); r += 1 }
        if r == rowCount {
            while first > 0, used < h, used + height(ofRow: first - 1) <= h { first -= 1; used += height(ofRow: first) }
        }
        return first
    }

    /// A row's height: one line for a header, what its content asks for an item. An item
    /// without a cell gets one (configured) to be measured; it is about to be on screen.
    private func height(ofRow r: Int) -> Int {
        switch row(at: r) {
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
            if let revealed {
                perform(revealed.focusedAction)
                return true
            }
            if visibleCells[id]?.contentPanel?.activate(with: key) == true { return true }
            guard let onActivate else { return false }
            onActivate(id)
        case .right, .left:
            return handleArrow(towardTrailing: (key == .right) != isRightToLeft)
        case .escape:
            guard revealed != nil else { return false }
            revealed = nil
        default: return false
        }
        return true
    }

    private var isRightToLeft: Bool { viewController?.traitCollection.layoutDirection == .rightToLeft }

    /// An arrow pointing at the trailing edge (Right in left-to-right) or the leading one.
    private func handleArrow(towardTrailing: Bool) -> Bool {
        guard var shown = revealed else {
            let edge: SwipeEdge = towardTrailing ? .trailing : .leading
            guard let configuration = swipeActionsConfiguration(on: edge) else { return false }
            revealed = RevealedSwipeActions(edge: edge, configuration: configuration)
            return true
        }
        switch shown.arrow(towardTrailing: towardTrailing) {
        case .stays: revealed = shown
        case .hides: revealed = nil
        case .performsFullSwipe: perform(shown.configuration.actions[0])
        }
        return true
    }

    /// Hides the actions, then runs the action's handler (which addresses its item by identifier).
    private func perform(_ action: SwipeAction) {
        revealed = nil
        action.handler()
    }

    /// The selected row's actions on `edge`: the list's provider, else the row's content; nil when none.
    private func swipeActionsConfiguration(on edge: SwipeEdge) -> SwipeActionsConfiguration? {
        guard let id = selectedID else { return nil }
        let provider = edge == .leading ? leadingSwipeActionsConfigurationProvider : trailingSwipeActionsConfigurationProvider
        let configuration = provider?(id) ?? visibleCells[id]?.contentPanel?.swipeActionsConfiguration(on: edge)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// True while the selected row shows its swipe actions.
    public var isShowingSwipeActions: Bool { revealed != nil }

    /// The key hints while swipe actions show (move, perform the focused one, hide); nil otherwise.
    public var swipeActionKeyHints: [(key: String, action: String)]? {
        revealed?.keyHints
    }

    /// Rows the wheel moves the selection by.
    static var wheelStep: Int { 3 }

    /// A click selects the row under it, and activates it when it was selected already (as
    /// Enter would); the wheel moves the selection three rows. A click on a header or on the
    /// position row does nothing.
    public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
        switch event.action {
        case .click:
            guard point.y < rowsHeight,
                  let hit = placed.first(where: { point.y >= $0.y && point.y < $0.y + $0.height }),
                  case .item(let index) = hit.row else { return false }
            if index == selectedIndex { return handle(.enter) }
            select(index: index)
        case .scrollUp: select(index: selectedIndex - Self.wheelStep)
        case .scrollDown: select(index: selectedIndex + Self.wheelStep)
        }
        return true
    }

    // MARK: Cells

    /// The cell of `id`: the one on screen, else one from the pool (or new), configured.
    private func cell(forItem id: ItemID) -> ListCell {
        if let cell = visibleCells[id] { return cell }
        let cell = reusePool.popLast() ?? makeCell()
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
    public override func layoutSubviews() {
        let traits = viewController?.traitCollection ?? TraitCollection()
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
        let selectedRow = rowIndex(ofItem: selectedIndex)
        recycleInScreenOrder(visibleCells.filter { id, _ in
            guard let i = snapshot.index(ofItem: id) else { return true }
            return abs(rowIndex(ofItem: i) - selectedRow) >= max(1, rowsHeight)
        })

        firstVisibleRow = firstRowShowingSelection()
        let h = rowsHeight
        placed = []
        var onScreen: Set<ItemID> = []
        var headersOnScreen: Set<Int> = []
        var y = 0
        var r = firstVisibleRow
        while r < rowCount, y < h {
            let row = row(at: r)
            let height: Int
            switch row {
            case .header(let section):
                height = 1
                let panel = headerPanels[section] ?? ListHeaderPanel()
                if headerPanels[section] == nil { headerPanels[section] = panel; addSubview(panel) }
                panel.title = sectionRows[section].header ?? ""
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
        meanPlacedRowHeight = items.isEmpty ? 1 : max(1, Int((Double(items.reduce(0) { $0 + $1.height }) / Double(items.count)).rounded()))
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
        cell.prepareForReuse()
        cell.removeFromSuperview()
        reusePool.append(cell)
    }

    /// Tells the indicator where the list is (each layout and each frame: a key moves the
    /// selection without a new layout), in estimated rows.
    private func updateIndicator() {
        let estimate = self.estimate
        let headersAbove = sectionRows.count { $0.header != nil && $0.firstRow < firstVisibleRow }
        let offset = headersAbove + (firstVisibleRow - headersAbove) * estimate
        for part in [track, position] {
            part.isHidden = !showsIndicator
            part.show(firstVisible: offset, visibleRows: rowsHeight, contentRows: max(rowsHeight, estimatedContentHeight),
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
        cellProvider(cell, id)
        cell.measuredHeight = nil
        cell.updateConfiguration(using: state(for: id))
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

    /// True while the list's controller is the one the user works in (the top of the window).
    private var isHighlighted: Bool {
        let controller = viewController
        return controller != nil && controller === controller?.window?.topViewController
    }

    /// Brings the rows up to date for the frame, before the cells update and draw: a row
    /// whose content changed is measured again (and the rows move when its height did), and
    /// the update handler runs only for cells whose state changed.
    public override func updateContent(in context: UpdateContext) {
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
           last.revealedVersion == revealedVersion, last.cellsVersion == cellsVersion {
            if last.selected != selectedID {
                for id in [last.selected, selectedID].compactMap({ $0 }) {
                    if let cell = visibleCells[id] { bringUpToDate(cell, of: id, highlighted: highlighted) }
                }
            }
        } else {
            for (id, cell) in visibleCells { bringUpToDate(cell, of: id, highlighted: highlighted) }
        }
        appliedCellInputs = (selectedID, highlighted, revealedVersion, cellsVersion)
    }

    /// Gives a cell on screen its state (running the update handler when it changed) and
    /// the swipe actions it shows.
    private func bringUpToDate(_ cell: ListCell, of id: ItemID, highlighted: Bool) {
        let state = state(for: id, highlighted: highlighted)
        let actions = id == selectedID ? revealed.map { ($0.configuration.actions, $0.edge, $0.focus) } : nil
        if state != cell.configurationState {
            cell.updateConfiguration(using: state)
        }
        cell.reveal(actions?.0 ?? [], on: actions?.1, focus: actions?.2 ?? 0)
        cell.layoutIfNeeded()
    }
}

/// A row of a list: a section's header or an item (its position among the items). Outside
/// the generic list, so using it costs no generic metadata lookup.
private enum ListRow: Equatable {
    case header(section: Int)
    case item(Int)
}

/// A section's header row: its title in the secondary style, bold, at the leading edge.
@MainActor
final class ListHeaderPanel: Panel {
    var title = "" {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    override func draw(in context: inout DrawContext) {
        let text = DisplayWidth.truncate(title, to: max(0, bounds.width - 2))
        let w = DisplayWidth.of(text)
        context.draw(text, at: Point(x: context.mirroredX(1, width: w, in: bounds.width), y: 0),
                     style: context.palette.secondaryText.adding(.bold))
    }
}
