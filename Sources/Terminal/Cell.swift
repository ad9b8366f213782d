/// One terminal cell. A wide character (CJK, emoji) sits in a head cell of width 2
/// followed by a continuation cell of width 0 that draws nothing of its own.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: Style
    /// 1 for ordinary characters, 2 for the head of a wide character, 0 for its continuation.
    public var width: UInt8

    public init(_ character: Character = " ", style: Style = .plain, width: UInt8 = 1) {
        self.character = character
        self.style = style
        self.width = width
    }

    public static let blank = Cell()
    public var isContinuation: Bool { width == 0 }

    static func continuation(style: Style) -> Cell { Cell(" ", style: style, width: 0) }
}
