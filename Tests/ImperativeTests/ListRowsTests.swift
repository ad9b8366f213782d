import Testing
@testable import Imperative

/// Sections as rows: a header row for each titled section, then its items; item positions
/// skip the headers.
@Suite struct ListRowsTests {
    /// Pinned (a header and two items), an untitled section of three, All (a header and two).
    let rows = ListRows([("Pinned", 0..<2), (nil, 2..<5), ("All", 5..<7)])

    @Test func headersTakeARowAndItemsFollowTheirHeader() {
        #expect(rows.count == 9)
        #expect(
            (0..<rows.count).map { rows.row(at: $0) } == [
                .header(section: 0), .item(0), .item(1),
                .item(2), .item(3), .item(4),
                .header(section: 2), .item(5), .item(6),
            ])
    }

    @Test func anItemsRowIsFoundFromItsPosition() {
        #expect((0..<7).map { rows.rowIndex(ofItem: $0) } == [1, 2, 3, 4, 5, 7, 8])
        for item in 0..<7 {
            #expect(rows.row(at: rows.rowIndex(ofItem: item)) == .item(item))
        }
    }

    @Test func headersAreCountedAndTitled() {
        #expect(rows.headerCount == 2)
        #expect(rows.headers(above: 0) == 0)
        #expect(rows.headers(above: 1) == 1)
        #expect(rows.headers(above: 6) == 1)
        #expect(rows.headers(above: 7) == 2)
        #expect(rows.header(ofSection: 0) == "Pinned")
        #expect(rows.header(ofSection: 1) == nil)
        #expect(rows.header(ofSection: 2) == "All")
    }

    @Test func withoutHeadersRowsAreItems() {
        let plain = ListRows([(nil, 0..<10_000_000)])
        #expect(plain.count == 10_000_000)
        #expect(plain.headerCount == 0)
        #expect(plain.row(at: 9_999_999) == .item(9_999_999))
        #expect(plain.rowIndex(ofItem: 42) == 42)
        #expect(ListRows().row(at: 3) == .item(3))
    }
}
