/// One terminal cell. A wide character (CJK, emoji) sits in a head cell of width 2
/// followed by a continuation cell of width 0 that draws nothing of its own. A cell is plain
/// data (its character is a `Glyph`), so frames copy and compare cells as bytes.
public struct Cell: Hashable, Sendable {
    public var glyph: Glyph
    public var style: Style
    /// 1 for ordinary characters, 2 for the head of a wide character, 0 for its continuation.
    public var width: UInt8

    public init(_ character: Character = " ", style: Style = .plain, width: UInt8 = 1) {
        self.init(glyph: Glyph(character), style: style, width: width)
    }

    public init(glyph: Glyph, style: Style = .plain, width: UInt8 = 1) {
        self.glyph = glyph
        self.style = style
        self.width = width
    }

    public var character: Character {
        get { glyph.character }
        set { glyph = Glyph(newValue) }
    }

    public static let blank = Cell()
    public var isContinuation: Bool { width == 0 }

    static func continuation(style: Style) -> Cell { Cell(glyph: Glyph(ascii: 0x20), style: style, width: 0) }

    /// True when the cells at `a` and `b` hold the same bytes, which for a cell is being equal:
    /// every field compares as its bytes do, and the fields leave no padding between them
    /// (`CellBytesTests` checks both). Three loads of eight bytes, the last overlapping the
    /// second, cover the cell, where `==` compares field by field; a frame diff compares every cell.
    @inline(__always)
    static func sameBytes(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>) -> Bool {
        let x = UnsafeRawPointer(a), y = UnsafeRawPointer(b)
        let last = MemoryLayout<Cell>.size - 8
        return x.loadUnaligned(as: UInt64.self) == y.loadUnaligned(as: UInt64.self)
            && x.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                == y.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            && x.loadUnaligned(fromByteOffset: last, as: UInt64.self)
                == y.loadUnaligned(fromByteOffset: last, as: UInt64.self)
    }
}
