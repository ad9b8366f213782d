import Terminal

/// The sizes one node answered in the current layout pass. Most nodes are asked one to four
/// proposals (a stack probes each child small, large, then with its share), so the first
/// four are kept inline — no allocation for a node made this pass — and any more in an array.
struct SizeCache {
    struct Entry {
        var proposal: ProposedSize
        var size: Size
    }

    private static let inlineCapacity = 4
    private var inline: (Entry, Entry, Entry, Entry)
    private var inlineCount = 0
    private var overflow: [Entry] = []

    init() {
        let empty = Entry(proposal: .zero, size: .zero)
        inline = (empty, empty, empty, empty)
    }

    var isEmpty: Bool { inlineCount == 0 }

    /// Every entry, in the order they were added.
    var entries: [Entry] {
        var all: [Entry] = []
        var copy = self
        for i in 0..<inlineCount { all.append(copy.entry(at: i)) }
        return all + overflow
    }

    private mutating func entry(at i: Int) -> Entry {
        withUnsafeMutableBytes(of: &inline) { $0.bindMemory(to: Entry.self)[i] }
    }

    mutating func removeAll() {
        inlineCount = 0
        if !overflow.isEmpty { overflow.removeAll(keepingCapacity: true) }
    }

    /// The first entry, in the order they were added, for which `matches` is true. Mutating
    /// only to read the entries in place (a read of `inline` by value copies all four).
    mutating func first(where matches: (Entry) -> Bool) -> Entry? {
        let count = inlineCount
        let found: Entry? = withUnsafeMutableBytes(of: &inline) { raw in
            let entries = raw.bindMemory(to: Entry.self)
            for i in 0..<count where matches(entries[i]) { return entries[i] }
            return nil
        }
        if let found { return found }
        return overflow.first(where: matches)
    }

    mutating func append(_ entry: Entry) {
        guard inlineCount < Self.inlineCapacity else {
            // Room for as many again at once: growing one entry at a time allocated up to three times.
            if overflow.capacity == 0 { overflow.reserveCapacity(Self.inlineCapacity) }
            return overflow.append(entry)
        }
        withUnsafeMutableBytes(of: &inline) { raw in raw.bindMemory(to: Entry.self)[inlineCount] = entry }
        inlineCount += 1
    }
}
