/// Where a list scrolls to: which row comes first on screen so that the selected row shows,
/// given where the list was and how tall each row is. Pure: it knows nothing of cells, so
/// tests give it heights; the list gives it a function that measures (and configures) a
/// row's cell, and it asks only for the heights of rows that will be on screen, in an order
/// that never depends on anything but its arguments.
enum ListScrolling {
    /// The first row that shows `selected` with the least scrolling from `first`, the first
    /// row shown until now, in a list `height` lines high of `rowCount` rows.
    ///
    /// A selection above `first` becomes the first row, bringing along its section's header
    /// (`isHeader` of the row above) when both fit; one below it becomes the last row that
    /// fits. A selection as many rows below as the list is high cannot show from `first`,
    /// and the rows between are never measured (every row is a line at least). Then no room
    /// is left empty below the last row while rows above could use it.
    static func firstRow(
        showing selected: Int, from first: Int, rowCount: Int, height h: Int,
        isHeader: (Int) -> Bool, heightOfRow measure: (Int) -> Int
    ) -> Int {
        var first = min(first, max(0, rowCount - 1))
        guard rowCount > 0, h > 0 else { return 0 }
        // The walks below ask for the same rows again (down to the selection, up from it, then
        // for room left below): each row is measured once, in the order first asked, and its
        // height kept. Every row asked is within this window around the selection.
        let low = max(0, selected - 2 * h - 1)
        var heights = [Int?](repeating: nil, count: max(0, min(rowCount, selected + h + 2) - low))
        func heightOfRow(_ r: Int) -> Int {
            guard r >= low, r - low < heights.count else { return measure(r) }
            if let known = heights[r - low] { return known }
            let height = measure(r)
            heights[r - low] = height
            return height
        }
        if selected <= first {
            first = selected
            // The first item of a section brings its header along when both fit.
            if selected > 0, isHeader(selected - 1), 1 + heightOfRow(selected) <= h { first = selected - 1 }
        } else {
            var y = 0
            var r = first
            if selected - first < h {
                while r < selected, y < h { y += heightOfRow(r); r += 1 }
            }
            if r < selected || y + heightOfRow(selected) > h {
                first = selected
                var used = heightOfRow(selected)
                while first > 0, used < h, used + heightOfRow(first - 1) <= h { first -= 1; used += heightOfRow(first) }
            }
        }
        // No room left empty below the last row while rows above could use it.
        var used = 0
        var r = first
        while r < rowCount, used < h { used += heightOfRow(r); r += 1 }
        if r == rowCount {
            while first > 0, used < h, used + heightOfRow(first - 1) <= h { first -= 1; used += heightOfRow(first) }
        }
        return first
    }
}
