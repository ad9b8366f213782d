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
}
