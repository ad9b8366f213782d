import Terminal

/// A small terminal emulator for tests: it reads what a program writes to a pseudo-terminal
/// (UTF-8 text and the xterm control sequences ncurses sends for `xterm-256color`) and keeps
/// the screen as characters, so a test can compare what the interactive app shows with a
/// headless frame. Colours and attributes are read and dropped.
///
/// The one rule: it models what a frame comparison needs — cursor motion, erasing, inserting
/// and deleting characters and lines, scroll regions, the alternate screen, wide characters
/// and pending wraps — and records what it could not interpret in `unknownSequences`, so a
/// test can insist that nothing was missed.
public struct TerminalScreen {
    public private(set) var size: Size
    /// Rows of cells; a wide character's second column holds nil.
    private var grid: [[Character?]]
    private var savedMain: [[Character?]]?
    public private(set) var cursor = Point(x: 0, y: 0)
    private var pendingWrap = false
    private var savedCursor = Point(x: 0, y: 0)
    private var scrollTop = 0
    private var scrollBottom: Int
    private var lastPrinted: Character?
    public private(set) var isCursorVisible = true
    public private(set) var isAlternateScreen = false
    /// Control sequences it does not interpret, as written (escape shown as `ESC`).
    public private(set) var unknownSequences: [String] = []

    private var pending: [UInt8] = []

    /// How wide the emulated terminal draws emoji sequences, which terminals disagree on.
    public enum EmojiWidths: Sendable, CaseIterable {
        /// Scalar by scalar (tmux and libvterm draw `❤️` so): `❤️` one column (the
        /// variation selector is a combining mark), `🇯🇵` and `👍🏽` four (two wide characters).
        case perScalar
        /// By cluster, as terminals that shape emoji sequences do: a variation selector 16 widens
        /// its character to two columns; a skin-tone modifier and a flag's second regional
        /// indicator join the character before them.
        case perCluster
    }
    public let emojiWidths: EmojiWidths

    public init(size: Size, emojiWidths: EmojiWidths = .perScalar) {
        self.emojiWidths = emojiWidths
        self.size = size
        grid = Array(repeating: Array(repeating: " ", count: size.width), count: size.height)
        scrollBottom = size.height - 1
    }

    /// The screen as lines, trailing spaces trimmed, as `Canvas.text` writes a frame.
    public var text: String {
        grid.map { row in
            String(String(row.compactMap { $0 }).reversed().drop(while: { $0 == " " }).reversed())
        }.joined(separator: "\n")
    }

    /// Row `y` from column `column` on, as the terminal's own columns hold it (trailing
    /// spaces trimmed): what a test compares when columns before it may be drawn differently.
    public func line(_ y: Int, from column: Int) -> String {
        let row = grid[y].dropFirst(column).compactMap { $0 }
        return String(String(row).reversed().drop(while: { $0 == " " }).reversed())
    }

    /// The terminal changes size, as a window resize does: rows and columns are cut or
    /// padded, the cursor kept inside.
    public mutating func resize(to size: Size) {
        grid = (0..<size.height).map { y in
            (0..<size.width).map { x in y < grid.count && x < grid[y].count ? grid[y][x] ?? " " : " " }
        }
        self.size = size
        scrollTop = 0
        scrollBottom = size.height - 1
        cursor = Point(x: min(cursor.x, size.width - 1), y: min(cursor.y, size.height - 1))
        pendingWrap = false
    }

    // MARK: Input

    /// Reads bytes the program wrote; an escape sequence or character split across two
    /// calls is completed by the next.
    public mutating func feed(_ bytes: some Sequence<UInt8>) {
        pending.append(contentsOf: bytes)
        var i = 0
        while i < pending.count {
            guard let used = step(pending[i...]) else { break }
            i += used
        }
        pending.removeFirst(i)
    }

    /// Interprets one item at the start of `bytes`; the bytes used, or nil when it is incomplete.
    private mutating func step(_ bytes: ArraySlice<UInt8>) -> Int? {
        let b = bytes.first!
        switch b {
        case 0x1B: return escape(bytes)
        case 0x0D: cursor.x = 0; pendingWrap = false
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x08: cursor.x = max(0, cursor.x - 1); pendingWrap = false
        case 0x09: cursor.x = min(size.width - 1, (cursor.x / 8 + 1) * 8); pendingWrap = false
        case 0x00..<0x20, 0x7F: break
        default:
            let length = b < 0xC0 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            guard bytes.count >= length else { return nil }
            let scalar = String(decoding: bytes.prefix(length), as: UTF8.self).unicodeScalars.first!
            put(scalar)
            return length
        }
        return 1
    }

    private mutating func escape(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= 2 else { return nil }
        let kind = bytes[bytes.startIndex + 1]
        switch kind {
        case UInt8(ascii: "["): return controlSequence(bytes)
        case UInt8(ascii: "]"):
            // An operating system command, ended by BEL or ESC \.
            var i = bytes.startIndex + 2
            while i < bytes.endIndex {
                if bytes[i] == 0x07 { return i - bytes.startIndex + 1 }
                if bytes[i] == 0x1B, i + 1 < bytes.endIndex, bytes[i + 1] == UInt8(ascii: "\\") {
                    return i - bytes.startIndex + 2
                }
                i += 1
            }
            return nil
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "#"):
            return bytes.count >= 3 ? 3 : nil
        case UInt8(ascii: "7"): savedCursor = cursor
        case UInt8(ascii: "8"): cursor = savedCursor; pendingWrap = false
        case UInt8(ascii: "D"): lineFeed()
        case UInt8(ascii: "E"): cursor.x = 0; lineFeed()
        case UInt8(ascii: "M"): reverseIndex()
        case UInt8(ascii: "="), UInt8(ascii: ">"): break
        case UInt8(ascii: "c"): self = TerminalScreen(size: size)
        default: unknownSequences.append("ESC " + String(UnicodeScalar(kind)))
        }
        return 2
    }

    private mutating func controlSequence(_ bytes: ArraySlice<UInt8>) -> Int? {
        var i = bytes.startIndex + 2
        var privateMarker: UInt8?
        if i < bytes.endIndex, [UInt8(ascii: "?"), UInt8(ascii: ">"), UInt8(ascii: "=")].contains(bytes[i]) {
            privateMarker = bytes[i]
            i += 1
        }
        let parametersStart = i
        while i < bytes.endIndex, (0x30...0x3F).contains(bytes[i]) { i += 1 }
        let parameterText = String(decoding: bytes[parametersStart..<i], as: UTF8.self)
        while i < bytes.endIndex, (0x20...0x2F).contains(bytes[i]) { i += 1 }
        guard i < bytes.endIndex else { return nil }
        let final = bytes[i]
        let p = parameterText.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func arg(_ n: Int, _ fallback: Int = 1) -> Int {
            n < p.count ? (p[n].map { $0 == 0 && fallback == 1 ? 1 : $0 } ?? fallback) : fallback
        }
        let used = i - bytes.startIndex + 1
        if let privateMarker {
            if privateMarker == UInt8(ascii: "?"), final == UInt8(ascii: "h") || final == UInt8(ascii: "l") {
                for mode in p.compactMap({ $0 }) { setMode(mode, on: final == UInt8(ascii: "h")) }
            }
            return used
        }
        pendingWrap = false
        switch final {
        case UInt8(ascii: "@"): insertCharacters(arg(0))
        case UInt8(ascii: "A"): cursor.y = max(cursor.y < scrollTop ? 0 : scrollTop, cursor.y - arg(0))
        case UInt8(ascii: "B"), UInt8(ascii: "e"):
            cursor.y = min(cursor.y > scrollBottom ? size.height - 1 : scrollBottom, cursor.y + arg(0))
        case UInt8(ascii: "C"), UInt8(ascii: "a"): cursor.x = min(size.width - 1, cursor.x + arg(0))
        case UInt8(ascii: "D"): cursor.x = max(0, cursor.x - arg(0))
        case UInt8(ascii: "E"): cursor = Point(x: 0, y: min(size.height - 1, cursor.y + arg(0)))
        case UInt8(ascii: "F"): cursor = Point(x: 0, y: max(0, cursor.y - arg(0)))
        case UInt8(ascii: "G"), UInt8(ascii: "`"): cursor.x = clampX(arg(0) - 1)
        case UInt8(ascii: "H"), UInt8(ascii: "f"): cursor = Point(x: clampX(arg(1) - 1), y: clampY(arg(0) - 1))
        case UInt8(ascii: "d"): cursor.y = clampY(arg(0) - 1)
        case UInt8(ascii: "J"): eraseInDisplay(arg(0, 0))
        case UInt8(ascii: "K"): eraseInLine(arg(0, 0))
        case UInt8(ascii: "L"): insertLines(arg(0))
        case UInt8(ascii: "M"): deleteLines(arg(0))
        case UInt8(ascii: "P"): deleteCharacters(arg(0))
        case UInt8(ascii: "S"): scrollUp(arg(0))
        case UInt8(ascii: "T"): scrollDown(arg(0))
        case UInt8(ascii: "X"): eraseCharacters(arg(0))
        case UInt8(ascii: "b"):
            if let c = lastPrinted { for s in String(c).unicodeScalars.prefix(1) { for _ in 0..<arg(0) { put(s) } } }
        case UInt8(ascii: "r"):
            scrollTop = clampY(arg(0) - 1)
            scrollBottom = p.count > 1 && p[1] != nil ? clampY(arg(1) - 1) : size.height - 1
            cursor = .zero
        case UInt8(ascii: "s"): savedCursor = cursor
        case UInt8(ascii: "u"): cursor = savedCursor
        case UInt8(ascii: "m"), UInt8(ascii: "t"), UInt8(ascii: "n"), UInt8(ascii: "c"), UInt8(ascii: "h"),
            UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "g"):
            break
        default:
            unknownSequences.append("ESC [" + parameterText + String(UnicodeScalar(final)))
        }
        return used
    }

    private mutating func setMode(_ mode: Int, on: Bool) {
        switch mode {
        case 25: isCursorVisible = on
        case 47, 1047, 1049:
            guard on != isAlternateScreen else { return }
            isAlternateScreen = on
            if on {
                if mode == 1049 { savedCursor = cursor }
                savedMain = grid
                grid = Array(repeating: Array(repeating: " ", count: size.width), count: size.height)
            } else {
                grid = savedMain ?? grid
                savedMain = nil
                if mode == 1049 { cursor = savedCursor }
            }
        default: break
        }
    }

    // MARK: Editing the grid

    private func clampX(_ x: Int) -> Int { max(0, min(size.width - 1, x)) }
    private func clampY(_ y: Int) -> Int { max(0, min(size.height - 1, y)) }
    private var blankRow: [Character?] { Array(repeating: " ", count: size.width) }

    private mutating func put(_ scalar: Unicode.Scalar) {
        var width = DisplayWidth.of(scalar)
        if emojiWidths == .perCluster, let last = lastPrinted {
            let v = scalar.value, base = last.unicodeScalars.last!.value
            if v == 0xFE0F, DisplayWidth.of(last) == 1, !pendingWrap, cursor.x < size.width {
                // The character before widens to two columns.
                grid[cursor.y][cursor.x - 1] = Character(String(last) + String(scalar))
                clearCell(cursor.x)
                grid[cursor.y][cursor.x] = nil
                cursor.x += 1
                lastPrinted = nil
                return
            }
            if (v >= 0x1F3FB && v <= 0x1F3FF)
                || (v >= 0x1F1E6 && v <= 0x1F1FF && base >= 0x1F1E6 && base <= 0x1F1FF
                    && last.unicodeScalars.count == 1)
            {
                width = 0
            }
        }
        if width == 0 {
            // A combining mark joins the character before the cursor.
            var x = pendingWrap ? cursor.x : cursor.x - 1
            while x > 0 && grid[cursor.y][x] == nil { x -= 1 }
            if x >= 0, let base = grid[cursor.y][x] {
                grid[cursor.y][x] = Character(String(base) + String(scalar))
            }
            return
        }
        if pendingWrap || cursor.x + width > size.width {
            if cursor.x + width > size.width && !pendingWrap { clearCell(cursor.x) }
            cursor.x = 0
            lineFeed()
        }
        clearCell(cursor.x)
        if width == 2 { clearCell(cursor.x + 1) }
        grid[cursor.y][cursor.x] = Character(scalar)
        if width == 2 { grid[cursor.y][cursor.x + 1] = nil }
        lastPrinted = Character(scalar)
        if cursor.x + width >= size.width {
            cursor.x = size.width - 1
            pendingWrap = true
        } else {
            cursor.x += width
        }
    }

    /// Blanks the cell at `x` of the cursor's row, and the other half of a wide character there.
    private mutating func clearCell(_ x: Int) {
        guard x < size.width else { return }
        let y = cursor.y
        if grid[y][x] == nil, x > 0 { grid[y][x - 1] = " " }
        if x + 1 < size.width, grid[y][x + 1] == nil { grid[y][x + 1] = " " }
        grid[y][x] = " "
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if cursor.y == scrollBottom { scrollUp(1) } else if cursor.y < size.height - 1 { cursor.y += 1 }
    }

    private mutating func reverseIndex() {
        pendingWrap = false
        if cursor.y == scrollTop { scrollDown(1) } else if cursor.y > 0 { cursor.y -= 1 }
    }

    private mutating func scrollUp(_ n: Int) {
        for _ in 0..<min(n, scrollBottom - scrollTop + 1) {
            grid.remove(at: scrollTop)
            grid.insert(blankRow, at: scrollBottom)
        }
    }

    private mutating func scrollDown(_ n: Int) {
        for _ in 0..<min(n, scrollBottom - scrollTop + 1) {
            grid.remove(at: scrollBottom)
            grid.insert(blankRow, at: scrollTop)
        }
    }

    private mutating func insertLines(_ n: Int) {
        guard (scrollTop...scrollBottom).contains(cursor.y) else { return }
        for _ in 0..<min(n, scrollBottom - cursor.y + 1) {
            grid.remove(at: scrollBottom)
            grid.insert(blankRow, at: cursor.y)
        }
        cursor.x = 0
    }

    private mutating func deleteLines(_ n: Int) {
        guard (scrollTop...scrollBottom).contains(cursor.y) else { return }
        for _ in 0..<min(n, scrollBottom - cursor.y + 1) {
            grid.remove(at: cursor.y)
            grid.insert(blankRow, at: scrollBottom)
        }
        cursor.x = 0
    }

    private mutating func insertCharacters(_ n: Int) {
        var row = grid[cursor.y]
        let count = min(n, size.width - cursor.x)
        row.insert(contentsOf: Array(repeating: " ", count: count), at: cursor.x)
        row.removeLast(count)
        grid[cursor.y] = fixWide(row)
    }

    private mutating func deleteCharacters(_ n: Int) {
        var row = grid[cursor.y]
        let count = min(n, size.width - cursor.x)
        row.removeSubrange(cursor.x..<(cursor.x + count))
        row.append(contentsOf: Array(repeating: " ", count: count))
        grid[cursor.y] = fixWide(row)
    }

    private mutating func eraseCharacters(_ n: Int) {
        for x in cursor.x..<min(size.width, cursor.x + n) { clearCell(x) }
    }

    private mutating func eraseInLine(_ mode: Int) {
        let range = mode == 0 ? cursor.x..<size.width : mode == 1 ? 0..<(cursor.x + 1) : 0..<size.width
        for x in range { clearCell(x) }
    }

    private mutating func eraseInDisplay(_ mode: Int) {
        switch mode {
        case 0:
            eraseInLine(0)
            for y in (cursor.y + 1)..<size.height { grid[y] = blankRow }
        case 1:
            eraseInLine(1)
            for y in 0..<cursor.y { grid[y] = blankRow }
        default:
            grid = Array(repeating: blankRow, count: size.height)
        }
    }

    /// A row after characters moved: a wide head without its second half, or a second half
    /// without its head, becomes a space.
    private func fixWide(_ row: [Character?]) -> [Character?] {
        var row = row
        for x in 0..<row.count {
            let head = row[x].map { DisplayWidth.of($0) == 2 } ?? false
            if head && (x + 1 >= row.count || row[x + 1] != nil) { row[x] = " " }
            if row[x] == nil && (x == 0 || !(row[x - 1].map { DisplayWidth.of($0) == 2 } ?? false)) { row[x] = " " }
        }
        return row
    }
}
