/// A row of a list: a section's header or an item (its position among the items). Outside
/// the generic list, so using it costs no generic metadata lookup.
enum ListRow: Equatable {
    case header(section: Int)
    case item(Int)
}

/// The rows a list shows, made from its sections: each section's header row (when it has a
/// title) followed by its items. Rows count headers, item positions do not; this value maps
/// one to the other. It holds a few numbers a section, never a row each, so a section of ten
/// million items costs what one of ten does.
struct ListRows: Equatable {
    /// A section as rows: its header title (nil for none), its first row and its items.
    struct Section: Equatable {
        var header: String?
        var firstRow: Int
        var items: Range<Int>
    }

    private(set) var sections: [Section] = []
    /// Rows in all, headers included.
    private(set) var count = 0

    init() {}

    /// The rows of `sections`, given each one's header title and the positions of its items.
    init(_ sections: [(header: String?, items: Range<Int>)]) {
        var row = 0
        for section in sections {
            self.sections.append(Section(header: section.header, firstRow: row, items: section.items))
            row += (section.header == nil ? 0 : 1) + section.items.count
        }
        count = row
    }

    /// What row `r` shows. A row past the sections (or a list without any) is read as an item.
    func row(at r: Int) -> ListRow {
        guard let s = sections.lastIndex(where: { $0.firstRow <= r }) else { return .item(r) }
        let section = sections[s]
        var offset = r - section.firstRow
        if section.header != nil {
            if offset == 0 { return .header(section: s) }
            offset -= 1
        }
        return .item(section.items.lowerBound + offset)
    }

    /// The row showing the item at position `index`.
    func rowIndex(ofItem index: Int) -> Int {
        guard let section = sections.first(where: { $0.items.contains(index) }) else { return index }
        return section.firstRow + (section.header == nil ? 0 : 1) + index - section.items.lowerBound
    }

    /// The header title of section `s`, nil for none.
    func header(ofSection s: Int) -> String? { sections[s].header }

    /// How many header rows there are.
    var headerCount: Int { sections.count { $0.header != nil } }

    /// How many header rows come before row `r`.
    func headers(above r: Int) -> Int { sections.count { $0.header != nil && $0.firstRow < r } }
}
