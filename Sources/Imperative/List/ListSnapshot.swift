/// Mirrors NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: the
/// sections of a list and their items in order, addressed by stable identifiers, never by
/// row. The one rule: a huge contiguous run of identifiers (`appendItems(in: 1..<10_000_001)`)
/// is stored as a range, never as an array, so building, editing and reading a ten-million-item
/// snapshot costs what a small one does. Identifiers must be unique, as UIKit requires. Item
/// positions (`index(ofItem:)`) count across sections.
///
/// As in UIKit, items go into a section appended first. Sections named by strings are the
/// exception Seam makes: items appended before any section go to one unnamed section (`""`),
/// so a one-section list needs no `appendSections`.
public struct ListSnapshot<SectionID: Hashable, ItemID: Hashable> {
    /// A lazy run of identifiers: `identifier(v)` for each `v` in `values`; `value(of:)` inverts it.
    struct Run {
        var values: Range<Int>
        let identifier: (Int) -> ItemID
        let value: (ItemID) -> Int?
    }

    enum Segment {
        case items([ItemID])
        case run(Run)

        var count: Int {
            switch self {
            case .items(let ids): return ids.count
            case .run(let r): return r.values.count
            }
        }
    }

    /// What a snapshot holds, in one object shared by its copies until one of them changes
    /// (copy on write). A copy is then one reference, whatever the identifier types: the
    /// list's generic code copies snapshots without asking the runtime for their layout.
    final class Storage {
        var segments: [Segment] = []
        var numberOfItems = 0
        /// The sections in order with how many items each holds; their items follow one another in `segments`.
        var sections: [(id: SectionID, count: Int)] = []
        /// The section items appended before any section go to; nil when there is none (UIKit's way).
        let unnamedSection: SectionID?
        var reconfiguredItemIdentifiers: Set<ItemID> = []

        init(unnamedSection: SectionID?) { self.unnamedSection = unnamedSection }

        func copy() -> Storage {
            let c = Storage(unnamedSection: unnamedSection)
            c.segments = segments
            c.numberOfItems = numberOfItems
            c.sections = sections
            c.reconfiguredItemIdentifiers = reconfiguredItemIdentifiers
            return c
        }
    }
    private var storage: Storage

    /// The storage, copied first when another snapshot shares it.
    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    private(set) var segments: [Segment] {
        get { storage.segments }
        _modify { yield &unique.segments }
    }
    public private(set) var numberOfItems: Int {
        get { storage.numberOfItems }
        _modify { yield &unique.numberOfItems }
    }
    private var sections: [(id: SectionID, count: Int)] {
        get { storage.sections }
        _modify { yield &unique.sections }
    }
    private var unnamedSection: SectionID? { storage.unnamedSection }
    /// Mirrors `reconfiguredItemIdentifiers`: items whose cells re-run the cell provider on apply.
    public private(set) var reconfiguredItemIdentifiers: Set<ItemID> {
        get { storage.reconfiguredItemIdentifiers }
        _modify { yield &unique.reconfiguredItemIdentifiers }
    }

    /// Mirrors `init()`: an empty snapshot, whose items go into sections appended first.
    public init() { storage = Storage(unnamedSection: nil) }

    /// An empty snapshot whose items appended before any section go to `unnamedSection`.
    fileprivate init(unnamedSection: SectionID) { storage = Storage(unnamedSection: unnamedSection) }

    // MARK: Reading

    public func itemIdentifier(at index: Int) -> ItemID? {
        guard index >= 0 else { return nil }
        var offset = index
        for segment in segments {
            let n = segment.count
            if offset < n {
                switch segment {
                case .items(let ids): return ids[offset]
                case .run(let r): return r.identifier(r.values.lowerBound + offset)
                }
            }
            offset -= n
        }
        return nil
    }

    public func index(ofItem id: ItemID) -> Int? {
        var base = 0
        for segment in segments {
            switch segment {
            case .items(let ids):
                if let i = ids.firstIndex(of: id) { return base + i }
            case .run(let r):
                if let v = r.value(id), r.values.contains(v) { return base + v - r.values.lowerBound }
            }
            base += segment.count
        }
        return nil
    }

    public func contains(_ id: ItemID) -> Bool { index(ofItem: id) != nil }

    /// Mirrors `sectionIdentifiers`.
    public var sectionIdentifiers: [SectionID] { sections.map(\.id) }
    public var numberOfSections: Int { sections.count }

    /// Mirrors `numberOfItems(inSection:)`; 0 for a section the snapshot does not have.
    public func numberOfItems(inSection id: SectionID) -> Int {
        sections.first { $0.id == id }?.count ?? 0
    }

    /// Mirrors `sectionIdentifier(containingItem:)`.
    public func sectionIdentifier(containingItem id: ItemID) -> SectionID? {
        index(ofItem: id).map { sections[section(containingItemAt: $0)].id }
    }

    /// Mirrors `itemIdentifiers(inSection:)`: the section's items in order; empty for a section
    /// the snapshot does not have. It makes an array of them all, a run's included.
    public func itemIdentifiers(inSection id: SectionID) -> [ItemID] {
        guard let range = sectionRanges.first(where: { $0.id == id })?.items else { return [] }
        return range.compactMap { itemIdentifier(at: $0) }
    }

    /// Mirrors `itemIdentifiers`: every item in order. It makes an array of them all, a run's included.
    public var itemIdentifiers: [ItemID] {
        segments.flatMap { segment -> [ItemID] in
            switch segment {
            case .items(let ids): return ids
            case .run(let r): return r.values.map(r.identifier)
            }
        }
    }

    /// The position of the section's first item and its item count, section by section.
    public var sectionRanges: [(id: SectionID, items: Range<Int>)] {
        var start = 0
        return sections.map { section in
            defer { start += section.count }
            return (section.id, start..<start + section.count)
        }
    }

    /// The index in `sections` of the section holding the item at `index` (the last section
    /// for the position just past the end).
    private func section(containingItemAt index: Int) -> Int {
        var end = 0
        for (s, section) in sections.enumerated() {
            end += section.count
            if index < end { return s }
        }
        return sections.count - 1
    }

    // MARK: Building

    /// Mirrors `appendSections(_:)`: empty sections at the end. A name already used is left out
    /// (UIKit raises) and debug builds assert.
    public mutating func appendSections(_ ids: [SectionID]) {
        for id in ids {
            guard !sections.contains(where: { $0.id == id }) else {
                assertionFailure("ListSnapshot already has a section \(id)")
                continue
            }
            sections.append((id, 0))
        }
    }

    /// Mirrors `appendItems(_:toSection:)`: at the end of `section`, or of the last section
    /// when nil. A section the snapshot does not have gets nothing (UIKit raises) and debug
    /// builds assert.
    public mutating func appendItems(_ ids: [ItemID], toSection section: SectionID? = nil) {
        guard !ids.isEmpty else { return }
        append(.items(ids), toSection: section)
    }

    /// Appends `identifier(v)` for every `v` in `values` without materializing them;
    /// `value` must invert `identifier` (nil for identifiers it never makes).
    public mutating func appendItems(
        values: Range<Int>, identifier: @escaping (Int) -> ItemID, value: @escaping (ItemID) -> Int?,
        toSection section: SectionID? = nil
    ) {
        guard !values.isEmpty else { return }
        append(.run(Run(values: values, identifier: identifier, value: value)), toSection: section)
    }

    private mutating func append(_ segment: Segment, toSection id: SectionID?) {
        if sections.isEmpty, id == nil, let unnamedSection { sections.append((unnamedSection, 0)) }
        guard let s = id.map({ id in sections.firstIndex { $0.id == id } }) ?? sections.indices.last else {
            assertionFailure("ListSnapshot has no section \(id.map { "\($0)" } ?? "to append to: append one first")")
            return
        }
        let end = sections[...s].reduce(0) { $0 + $1.count }
        if s == sections.count - 1 {
            segments.append(segment)
        } else {
            segments.insert(segment, at: split(at: end))
        }
        sections[s].count += segment.count
        numberOfItems += segment.count
    }

    public mutating func insertItems(_ ids: [ItemID], beforeItem: ItemID) {
        guard let i = index(ofItem: beforeItem) else { return }
        insert(ids, at: i, section: section(containingItemAt: i))
    }

    public mutating func insertItems(_ ids: [ItemID], afterItem: ItemID) {
        guard let i = index(ofItem: afterItem) else { return }
        insert(ids, at: i + 1, section: section(containingItemAt: i))
    }

    public mutating func deleteItems(_ ids: [ItemID]) {
        for id in ids {
            guard let i = index(ofItem: id) else { continue }
            _ = split(at: i + 1)
            let s = split(at: i)
            segments.remove(at: s)
            sections[section(containingItemAt: i)].count -= 1
            numberOfItems -= 1
            reconfiguredItemIdentifiers.remove(id)
        }
    }

    public mutating func moveItem(_ id: ItemID, beforeItem: ItemID) {
        guard id != beforeItem, contains(id), contains(beforeItem) else { return }
        deleteItems([id])
        insertItems([id], beforeItem: beforeItem)
    }

    public mutating func moveItem(_ id: ItemID, afterItem: ItemID) {
        guard id != afterItem, contains(id), contains(afterItem) else { return }
        deleteItems([id])
        insertItems([id], afterItem: afterItem)
    }

    /// Mirrors `reconfigureItems(_:)`: on apply, the visible cells of these items are
    /// configured again (in place, no new cell).
    public mutating func reconfigureItems(_ ids: [ItemID]) {
        for id in ids where contains(id) { reconfiguredItemIdentifiers.insert(id) }
    }

    /// Clears the reconfigure marks once a list has applied them.
    mutating func clearReconfigured() { reconfiguredItemIdentifiers.removeAll() }

    private mutating func insert(_ ids: [ItemID], at index: Int, section: Int) {
        guard !ids.isEmpty else { return }
        let s = split(at: index)
        segments.insert(.items(ids), at: s)
        sections[section].count += ids.count
        numberOfItems += ids.count
    }

    /// Ensures a segment boundary at `index` and returns the segment index starting there.
    private mutating func split(at index: Int) -> Int {
        var offset = index
        for (s, segment) in segments.enumerated() {
            let n = segment.count
            if offset == 0 { return s }
            if offset < n {
                switch segment {
                case .items(let ids):
                    segments[s] = .items(Array(ids[..<offset]))
                    segments.insert(.items(Array(ids[offset...])), at: s + 1)
                case .run(let r):
                    let cut = r.values.lowerBound + offset
                    segments[s] = .run(Run(values: r.values.lowerBound..<cut, identifier: r.identifier, value: r.value))
                    segments.insert(
                        .run(Run(values: cut..<r.values.upperBound, identifier: r.identifier, value: r.value)),
                        at: s + 1)
                }
                return s + 1
            }
            offset -= n
        }
        return segments.count
    }
}

extension ListSnapshot where SectionID == String {
    /// An empty snapshot whose sections are named by strings: items appended before any
    /// section go to one unnamed section, `""`.
    public init() { self.init(unnamedSection: "") }
}

extension ListSnapshot where ItemID == Int {
    /// Appends the integers of `range` as identifiers, stored as one range.
    public mutating func appendItems(in range: Range<Int>, toSection section: SectionID? = nil) {
        appendItems(values: range, identifier: { $0 }, value: { $0 }, toSection: section)
    }
}
