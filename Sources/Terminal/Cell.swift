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
}
