import Testing
import Terminal
@testable import Declarative

/// A text measures a plain line once, when it is made; every size it then gives must be the
/// size wrapping gives (`TextWrap.lines`), for every proposal and line limit.
@MainActor
@Suite struct TextMeasureTests {
    static let contents = [
        "", "Total", "Invoice #00042", "two  spaces", " leading", "trailing ", "tab\there",
        "two\nlines", "請求書 合計", "e\u{301}te\u{301}", "\u{301}combining first", "Ünïcödé wörds here",
        "a very long line of several words that wraps", "👍🏽 ok",
    ]

    /// The size the general path gives: wrap, then cut to the height and the line limit.
    private func wrapped(_ content: String, _ proposal: ProposedSize, limit: Int?) -> Size {
        let lines = TextWrap.lines(content, width: proposal.width)
        let height = min(lines.count, limit ?? lines.count, proposal.height ?? lines.count)
        var width = lines.map { DisplayWidth.of($0) }.max() ?? 0
        if lines.count > height, let offered = proposal.width { width = offered }
        return Size(width: min(width, proposal.width ?? width), height: height)
    }

    private func textNode(_ graph: ViewGraph) -> ViewNode? {
        var found: ViewNode?
        graph.root.forEachDescendant { if $0.view is Text { found = $0 } }
        return found
    }

    @Test(arguments: [nil, 0, 1, 2])
    func everySizeIsTheWrappedSize(limit: Int?) throws {
        for content in Self.contents {
            let graph = ViewGraph(rootView: Text(content).lineLimit(limit))
            let node = try #require(textNode(graph))
            for width in [nil, 0, 1, 4, 5, 14, 20, 100] as [Int?] {
                for height in [nil, 0, 1, 3] as [Int?] {
                    let proposal = ProposedSize(width: width, height: height)
                    #expect(
                        node.sizeThatFits(proposal) == wrapped(content, proposal, limit: limit),
                        "\"\(content)\" offered \(proposal), limit \(String(describing: limit))")
                }
            }
        }
    }

    @Test func aPlainLineIsMeasuredInColumns() {
        #expect(TextWrap.plainLineWidth("Invoice #00042") == 14)
        #expect(TextWrap.plainLineWidth("請求書") == 6)
        #expect(TextWrap.plainLineWidth("") == 0)
        #expect(TextWrap.plainLineWidth("two  spaces") == nil)
        #expect(TextWrap.plainLineWidth("trailing ") == nil)
        #expect(TextWrap.plainLineWidth("two\nlines") == nil)
        #expect(TextWrap.plainLineWidth("\u{301}combining first") == nil)
    }
}
