import Foundation

/// Mirrors UIKit's extension of Foundation's `IndexPath` (which Foundation on Linux does not
/// have): an index path of two indexes, a section and a row (a table's) or an item (a
/// collection view's) within it. As in UIKit, reading `section`, `row` or `item` of an index
/// path that does not hold exactly two indexes traps.
extension IndexPath {
    /// Mirrors `init(row:section:)`: the index path of a table view's row.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// Mirrors `init(item:section:)`: the index path of a collection view's item.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// Mirrors `section`: the first index.
    public var section: Int {
        get { self[pairIndex(0)] }
        set { self[pairIndex(0)] = newValue }
    }

    /// Mirrors `row`: the second index.
    public var row: Int {
        get { self[pairIndex(1)] }
        set { self[pairIndex(1)] = newValue }
    }

    /// Mirrors `item`: the second index, as `row` is.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// Position `i` of a section-and-row path; traps for a path of another length.
    private func pairIndex(_ i: Int) -> Int {
        precondition(count == 2, "an index path of a section and a row (or item) has exactly two indexes, not \(count)")
        return i
    }
}
