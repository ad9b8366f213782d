import Testing
import Terminal
@testable import Declarative

/// A node's sizes of one layout pass: four kept inline, more beyond them, found in the order
/// they were added, all forgotten together.
@Suite struct SizeCacheTests {
    private func entry(_ width: Int?, _ size: Int) -> SizeCache.Entry {
        SizeCache.Entry(proposal: ProposedSize(width: width, height: nil), size: Size(width: size, height: 1))
    }

    @Test func entriesInlineAndBeyondAreFoundInOrder() {
        var cache = SizeCache()
        #expect(cache.first { _ in true } == nil)
        for i in 0..<7 { cache.append(entry(i, i * 10)) }
        for i in 0..<7 { #expect(cache.first { $0.proposal.width == i }?.size.width == i * 10) }
        cache.append(entry(2, 99))
        #expect(cache.first { $0.proposal.width == 2 }?.size.width == 20, "the first added wins")
        #expect(cache.first { $0.size.width == 99 }?.proposal.width == 2, "an entry past the inline ones")
        #expect(cache.first { $0.proposal.width == nil } == nil)
    }

    @Test func removingAllForgetsEveryEntry() {
        var cache = SizeCache()
        for i in 0..<6 { cache.append(entry(i, i)) }
        cache.removeAll()
        #expect(cache.first { _ in true } == nil)
        cache.append(entry(nil, 5))
        #expect(cache.first { _ in true }?.size.width == 5)
    }

    /// What a node answers for a proposal: the size it answered for the same one, else the size
    /// it chose with the height left open when offered exactly that height at the same width.
    @Test func aProposalFindsItsSizeOrTheOneChosenForItsHeight() {
        var cache = SizeCache()
        let open = ProposedSize(width: 40, height: nil)
        #expect(cache.size(for: open) == nil)
        cache.append(SizeCache.Entry(proposal: open, size: Size(width: 30, height: 2)))
        #expect(cache.size(for: open) == Size(width: 30, height: 2))
        // Offered the height it chose: the same size, kept for that proposal from then on.
        #expect(cache.size(for: ProposedSize(width: 40, height: 2)) == Size(width: 30, height: 2))
        #expect(cache.entries.count == 2)
        // Another height, or another width, is a size not measured yet.
        #expect(cache.size(for: ProposedSize(width: 40, height: 3)) == nil)
        #expect(cache.size(for: ProposedSize(width: 39, height: 2)) == nil)
        #expect(cache.size(for: ProposedSize(width: nil, height: nil)) == nil)
        // An answer for the very proposal wins over the open one, wherever it was kept.
        for w in 0..<4 { cache.append(SizeCache.Entry(proposal: ProposedSize(width: w, height: 1), size: .zero)) }
        cache.append(SizeCache.Entry(proposal: ProposedSize(width: 40, height: 5), size: Size(width: 7, height: 5)))
        cache.append(SizeCache.Entry(proposal: ProposedSize(width: 41, height: nil), size: Size(width: 8, height: 5)))
        #expect(cache.size(for: ProposedSize(width: 40, height: 5)) == Size(width: 7, height: 5))
        #expect(cache.size(for: ProposedSize(width: 41, height: 5)) == Size(width: 8, height: 5))
    }
}
