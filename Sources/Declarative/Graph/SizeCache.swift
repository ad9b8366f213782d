import Terminal

/// The sizes one node answered in the current layout pass. Most nodes are asked one to four
/// proposals (a stack probes each child small, large, then with its share), so the first
/// four are kept inline — no allocation for a node made this pass — and any more in an array.
/// A proposal is kept as two plain integers (`nil`, a side left open, as `Int.min`): a lookup,
/// made for every size asked, compares integers instead of optionals through a closure.
struct SizeCache {
    struct Entry {
        var proposal: ProposedSize
        var size: Size
    }

    /// An entry as kept: the proposal's sides encoded (`encode`).
    private struct Kept {
        var width: Int
        var height: Int
        var size: Size

        init(_ entry: Entry) {
            width = SizeCache.encode(entry.proposal.width)
            height = SizeCache.encode(entry.proposal.height)
            size = entry.size
        }

        var entry: Entry { Entry(proposal: ProposedSize(width: decode(width), height: decode(height)), size: size) }

        /// No entry: a width no proposal has (`encode` gives `Int.min` for an open side, never this).
        static let none = Kept(width: Int.min + 1)
        private init(width: Int) {
            self.width = width
            height = 0
            size = .zero
        }

        private func decode(_ side: Int) -> Int? { side == SizeCache.open ? nil : side }
    }

    /// A side left open, as kept.
    private static let open = Int.min
    private static func encode(_ side: Int?) -> Int { side ?? open }

    private static let inlineCapacity = 4
    private var inline: (Kept, Kept, Kept, Kept)
    private var inlineCount = 0
    private var overflow: [Kept] = []

    init() {
        let empty = Kept(Entry(proposal: .zero, size: .zero))
        inline = (empty, empty, empty, empty)
    }

    var isEmpty: Bool { inlineCount == 0 }

    /// Every entry, in the order they were added.
    var entries: [Entry] {
        var all: [Entry] = []
        var copy = self
        copy.forEachKept {
            all.append($0.entry); return false
        }
        return all
    }

    mutating func removeAll() {
        inlineCount = 0
        if !overflow.isEmpty { overflow.removeAll(keepingCapacity: true) }
    }

    /// Calls `body` with each entry in the order they were added, until it returns true.
    /// Mutating only to read the entries in place (a read of `inline` by value copies all four).
    private mutating func forEachKept(_ body: (Kept) -> Bool) {
        let count = inlineCount
        let stopped = withUnsafeMutableBytes(of: &inline) { raw in
            let kept = raw.bindMemory(to: Kept.self)
            for i in 0..<count where body(kept[i]) { return true }
            return false
        }
        if stopped { return }
        for kept in overflow where body(kept) { return }
    }

    /// The first entry, in the order they were added, for which `matches` is true.
    mutating func first(where matches: (Entry) -> Bool) -> Entry? {
        var found: Entry?
        forEachKept { kept in
            let entry = kept.entry
            if matches(entry) { found = entry }
            return found != nil
        }
        return found
    }

    /// The size kept for `proposal`: the one answered for it; else, when `proposal` offers
    /// exactly the height the view chose with its height left open at the same width, that size
    /// (a view offered the height it chose chooses it again: a self-sizing row measured, then
    /// laid out at that height), which is then kept for `proposal` too. Nil when neither is kept.
    mutating func size(for proposal: ProposedSize) -> Size? {
        let width = Self.encode(proposal.width), height = Self.encode(proposal.height)
        var chosen = Kept.none
        let count = inlineCount
        let exact = withUnsafeMutableBytes(of: &inline) { raw in
            Self.find(
                width, height, in: UnsafeBufferPointer(raw.bindMemory(to: Kept.self)).prefix(count), chosen: &chosen)
        }
        if let exact { return exact }
        if !overflow.isEmpty,
            let exact = overflow.withUnsafeBufferPointer({ Self.find(width, height, in: $0[...], chosen: &chosen) })
        {
            return exact
        }
        guard chosen.width != Kept.none.width else { return nil }
        append(Entry(proposal: proposal, size: chosen.size))
        return chosen.size
    }

    /// The size kept for exactly `width` and `height` in `kept`; on the way, the first entry of
    /// `width` with its height left open that chose `height` goes to `chosen` (while it is `none`).
    private static func find(
        _ width: Int, _ height: Int, in kept: Slice<UnsafeBufferPointer<Kept>>, chosen: inout Kept
    ) -> Size? {
        for entry in kept where entry.width == width {
            if entry.height == height { return entry.size }
            if entry.height == open, entry.size.height == height, chosen.width == Kept.none.width { chosen = entry }
        }
        return nil
    }

    mutating func append(_ entry: Entry) {
        let kept = Kept(entry)
        guard inlineCount < Self.inlineCapacity else {
            // Room for as many again at once: growing one entry at a time allocated up to three times.
            if overflow.capacity == 0 { overflow.reserveCapacity(Self.inlineCapacity) }
            return overflow.append(kept)
        }
        withUnsafeMutableBytes(of: &inline) { raw in raw.bindMemory(to: Kept.self)[inlineCount] = kept }
        inlineCount += 1
    }
}
