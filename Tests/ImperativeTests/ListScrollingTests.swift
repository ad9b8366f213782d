import Testing
@testable import Imperative

/// Choosing the first row on screen, without a list: rows are heights, and the test sees
/// which rows were measured.
@Suite struct ListScrollingTests {
    /// The first row for `selected`, from `first`, with rows of `heights` (one line each
    /// when nil) and headers at `headers`; also the rows it measured.
    private func firstRow(
        showing selected: Int, from first: Int, rowCount: Int = 20, height: Int = 5,
        headers: Set<Int> = [], heights: [Int: Int] = [:]
    ) -> (first: Int, measured: Set<Int>) {
        var measured: Set<Int> = []
        let row = ListScrolling.firstRow(
            showing: selected, from: first, rowCount: rowCount, height: height,
            isHeader: { headers.contains($0) },
            heightOfRow: {
                measured.insert($0); return heights[$0] ?? 1
            })
        return (row, measured)
    }

    @Test func aSelectionOnScreenDoesNotScroll() {
        #expect(firstRow(showing: 2, from: 0).first == 0)
        #expect(firstRow(showing: 9, from: 5).first == 5)
    }

    @Test func aSelectionAboveBecomesTheFirstRow() {
        #expect(firstRow(showing: 2, from: 5).first == 2)
    }

    @Test func aSelectionBelowBecomesTheLastRow() {
        #expect(firstRow(showing: 7, from: 0).first == 3)
        #expect(firstRow(showing: 8, from: 3, heights: [7: 2]).first == 5)
    }

    @Test func theFirstItemOfASectionBringsItsHeaderWhenBothFit() {
        #expect(firstRow(showing: 5, from: 8, headers: [4]).first == 4)
        #expect(firstRow(showing: 5, from: 8, headers: [4], heights: [5: 5]).first == 5, "no room for the header")
        #expect(firstRow(showing: 5, from: 8).first == 5, "the row above is an item")
    }

    @Test func noRoomIsLeftEmptyBelowTheLastRow() {
        #expect(firstRow(showing: 19, from: 18).first == 15)
        #expect(firstRow(showing: 19, from: 0).first == 15)
        #expect(firstRow(showing: 0, from: 12, rowCount: 3).first == 0)
    }

    @Test func aRowTallerThanTheListStartsAtTheTop() {
        #expect(firstRow(showing: 1, from: 0, heights: [0: 3, 1: 8]).first == 1)
        #expect(firstRow(showing: 1, from: 0, heights: [0: 3, 1: 3]).first == 1)
    }

    @Test func aFarSelectionMeasuresOnlyTheRowsThatWillShow() {
        let (first, measured) = firstRow(showing: 9_000_000, from: 0, rowCount: 10_000_000)
        #expect(first == 8_999_996)
        #expect(measured == Set(8_999_996...9_000_000))
    }

    @Test func anEmptyOrFlatListStartsAtZero() {
        #expect(firstRow(showing: 0, from: 4, rowCount: 0).first == 0)
        #expect(firstRow(showing: 3, from: 4, height: 0).first == 0)
    }
}
