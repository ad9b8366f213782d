/// One line of text being edited, as a text field keeps it: the characters and the cursor
/// between them. Both worlds' text fields edit through it, so a key means the same in a
/// hosted `TextField` and in an imperative one.
public struct LineEdit: Equatable, Sendable {
    public private(set) var characters: [Character]
    /// Where the cursor is: 0 before the first character, `characters.count` after the last.
    public private(set) var cursor: Int

    /// `text` with the cursor at `cursor` (at the end when nil), kept inside the text.
    public init(_ text: String, cursor: Int? = nil) {
        characters = Array(text)
        self.cursor = min(max(0, cursor ?? characters.count), characters.count)
    }

    public var text: String { String(characters) }

    /// Applies an editing key: Left, Right, Home and End move the cursor, Backspace and Delete
    /// remove the character before or after it, a printable key is typed at it. False when
    /// the key is not an editing key (the field leaves it to others).
    public mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete:
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        default:
            guard let c = key.printable else { return false }
            characters.insert(c, at: cursor)
            cursor += 1
        }
        return true
    }

    /// Inserts pasted text at the cursor as one edit: line breaks and tabs become spaces (the
    /// line stays one line) and characters that take no column are dropped.
    public mutating func paste(_ pasted: String) {
        let inserted = pasted.map { $0 == "\n" || $0 == "\t" ? " " : $0 }.filter { DisplayWidth.of($0) > 0 }
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
    }
}
