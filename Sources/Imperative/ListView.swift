import Terminal

/// Mirrors UITableView / UICollectionView list: rows drawn from a data source, a
/// selection moved with Up/Down/PageUp/PageDown/Home/End, and scrolling that keeps the
/// selection visible. Only visible rows are asked for, so ten million rows cost what
/// a thousand do.
@MainActor
public final class ListView: Panel {
    /// What a row shows: its text, and whether it is the selected one.
    public struct RowContext {
        public var row: Int
        public var isSelected: Bool
        public var width: Int
    }

    public var numberOfRows: () -> Int = { 0 }
    /// Draws one row into `context` at local row 0 of a one-row region.
    public var drawRow: (inout DrawContext, RowContext) -> Void = { _, _ in }
    /// Called when Enter is pressed on the selected row.
    public var onActivate: ((Int) -> Void)?
    public private(set) var selectedRow = 0
    public private(set) var firstVisibleRow = 0
    /// Rows drawn in the last frame (at most the visible height).
    public private(set) var rowsDrawnLastFrame = 0

    public override init() { super.init() }

    public func selectRow(_ row: Int) {
        let count = numberOfRows()
        selectedRow = count == 0 ? 0 : max(0, min(count - 1, row))
        scrollToSelection()
    }

    private var pageSize: Int { max(1, bounds.height - 1) }

    private func scrollToSelection() {
        let h = max(1, bounds.height)
        if selectedRow < firstVisibleRow { firstVisibleRow = selectedRow }
        if selectedRow >= firstVisibleRow + h { firstVisibleRow = selectedRow - h + 1 }
        firstVisibleRow = max(0, min(firstVisibleRow, max(0, numberOfRows() - h)))
    }

    /// Moves the selection for list keys; false for keys a list does not use.
    public func handle(_ key: Key) -> Bool {
        let count = numberOfRows()
        switch key {
        case .up:
            guard selectedRow > 0 else { return true }
            selectRow(selectedRow - 1)
        case .down:
            guard selectedRow < count - 1 else { return true }
            selectRow(selectedRow + 1)
        case .pageUp: selectRow(selectedRow - pageSize)
        case .pageDown: selectRow(selectedRow + pageSize)
        case .home: selectRow(0)
        case .end: selectRow(count - 1)
        case .enter:
            guard count > 0 else { return false }
            onActivate?(selectedRow)
        default: return false
        }
        return true
    }

    public override func layoutSubviews() { scrollToSelection() }

    public override func draw(in context: inout DrawContext) {
        let count = numberOfRows()
        let visible = max(0, min(bounds.height, count - firstVisibleRow))
        rowsDrawnLastFrame = visible
        let savedOrigin = context.origin, savedClip = context.clip
        for i in 0..<visible {
            let row = firstVisibleRow + i
            context.origin = Point(x: savedOrigin.x, y: savedOrigin.y + i)
            context.clip = savedClip.intersection(Rect(x: savedOrigin.x, y: savedOrigin.y + i, width: bounds.width, height: 1))
            drawRow(&context, RowContext(row: row, isSelected: row == selectedRow, width: bounds.width))
        }
        context.origin = savedOrigin
        context.clip = savedClip
    }
}
