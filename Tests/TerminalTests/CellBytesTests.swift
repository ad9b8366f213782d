import Testing
@testable import Terminal

/// A frame diff compares cells by their bytes (`Cell.sameBytes`): that is equality only while
/// every field compares as its bytes do and no padding lies between the fields.
@Suite struct CellBytesTests {
    @Test func aCellsFieldsLeaveNoPaddingBetweenThem() {
        #expect(MemoryLayout<Glyph>.size == 16)
        #expect(MemoryLayout<Style>.size == 2 * MemoryLayout<CellColor>.size + MemoryLayout<Style.Attributes>.size)
        #expect(MemoryLayout<Cell>.size == 16 + MemoryLayout<Style>.size + 1)
        #expect((16...24).contains(MemoryLayout<Cell>.size), "three eight-byte loads cover it")
    }

    private func same(_ a: Cell, _ b: Cell) -> Bool {
        withUnsafePointer(to: a) { x in withUnsafePointer(to: b) { y in Cell.sameBytes(x, y) } }
    }

    @Test func cellsWithTheSameBytesAreEqualAndEveryFieldCounts() {
        let cell = Cell(
            "a", style: Style(foreground: CellColor(index: 2), background: CellColor(index: 4)).adding(.bold))
        #expect(same(cell, Cell("a", style: cell.style)))
        var others: [Cell] = []
        for change in 0..<6 {
            var other = cell
            switch change {
            case 0: other.character = "b"
            case 1: other.character = "日"
            case 2: other.style.foreground = CellColor(index: 3)
            case 3: other.style.background = .default
            case 4: other.style = other.style.adding(.underline)
            default: other.width = 0
            }
            others.append(other)
        }
        for other in others {
            #expect(!same(cell, other), "\(other)")
            #expect(cell != other)
        }
        let long = Cell("👍🏽"), again = Cell("👍🏽")
        #expect(same(long, again) == (long == again))
    }
}
