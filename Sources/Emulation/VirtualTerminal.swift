import CVTerm
import Terminal

/// One cell of a `VirtualTerminal`'s screen, in the terms of a headless frame: its grapheme
/// cluster, its width, its colours as palette indices and its attributes.
///
/// The one rule: a wide character fills two cells — the first holds it with width 2, the
/// second is its continuation (text "" and width 0) — and an empty cell holds " ".
public struct EmulatedCell: Equatable, Sendable {
    /// The grapheme cluster (a base character and its combining characters), "" for the
    /// second column of a wide character, " " for an empty cell.
    public var text: String
    /// 1, 2 for a wide character, 0 for the column a wide character continues into.
    public var width: Int
    /// `CellColor.default`, or the palette index the application chose.
    public var foreground: CellColor
    /// `CellColor.default`, or the palette index the application chose.
    public var background: CellColor
    /// Bold, underline and reverse video; never dim (libvterm has no faint attribute).
    public var attributes: Style.Attributes

    public init(
        text: String, width: Int = 1, foreground: CellColor = .default, background: CellColor = .default,
        attributes: Style.Attributes = []
    ) {
        self.text = text
        self.width = width
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}

/// An emulated terminal screen (libvterm, as xterm would show it): write what an application
/// sends to its terminal, then read the screen cell by cell, to compare with a headless frame.
/// It runs in UTF-8 with the alternate screen, and answers queries (device attributes, cursor
/// position reports) as a terminal does.
///
/// The one rule: the answers are only collected — whoever runs the application must take
/// them with `takeReplies()` and send them back to it, or an application that waits for an
/// answer waits forever.
public final class VirtualTerminal {
    /// The bytes the emulated terminal sends back, collected by libvterm's output callback.
    private final class Replies {
        var bytes: [UInt8] = []
    }

    private let terminal: OpaquePointer
    private let screen: OpaquePointer
    private let replies = Replies()
    /// Columns and rows.
    public private(set) var size: Size

    /// A blank screen of `size` (at least one column and one row).
    public init(size: Size) {
        precondition(size.width > 0 && size.height > 0, "a terminal has at least one cell")
        self.size = size
        terminal = vterm_new(Int32(size.height), Int32(size.width))
        vterm_set_utf8(terminal, 1)
        vterm_output_set_callback(
            terminal,
            { bytes, count, user in
                guard let bytes, let user, count > 0 else { return }
                let replies = Unmanaged<Replies>.fromOpaque(user).takeUnretainedValue()
                replies.bytes.append(contentsOf: UnsafeRawBufferPointer(start: bytes, count: count))
            }, Unmanaged.passUnretained(replies).toOpaque())
        screen = vterm_obtain_screen(terminal)
        vterm_screen_reset(screen, 1)
        vterm_screen_enable_altscreen(screen, 1)
    }

    deinit {
        vterm_free(terminal)
    }

    /// Interprets `bytes` as the application wrote them; a UTF-8 sequence or control sequence
    /// cut between two writes continues in the next. libvterm 0.1.4 itself misreads a UTF-8
    /// character cut between two writes (it draws stray characters), so the bytes of one cut
    /// at the end are held back until the next write.
    public func write(_ bytes: some Collection<UInt8>) {
        var chunk = heldBack + Array(bytes)
        heldBack = Self.incompleteUTF8Suffix(of: chunk)
        chunk.removeLast(heldBack.count)
        chunk.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { text in
                var offset = 0
                while offset < text.count {
                    let taken = vterm_input_write(terminal, text.baseAddress! + offset, text.count - offset)
                    guard taken > 0 else { break }
                    offset += taken
                }
            }
        }
    }

    /// The start of a UTF-8 character cut short at the end of the last write.
    private var heldBack: [UInt8] = []

    /// The bytes at the end of `bytes` that begin a UTF-8 character without finishing it.
    static func incompleteUTF8Suffix(of bytes: [UInt8]) -> [UInt8] {
        var i = bytes.count - 1
        while i >= 0 && i >= bytes.count - 3 && bytes[i] & 0xC0 == 0x80 { i -= 1 }
        guard i >= 0, bytes[i] >= 0xC0 else { return [] }
        let length = bytes[i] >= 0xF0 ? 4 : bytes[i] >= 0xE0 ? 3 : 2
        return bytes.count - i < length ? Array(bytes[i...]) : []
    }

    /// The terminal changes size, as a window does; the application learns of it separately
    /// (SIGWINCH on its pseudo-terminal).
    public func resize(to size: Size) {
        precondition(size.width > 0 && size.height > 0, "a terminal has at least one cell")
        vterm_set_size(terminal, Int32(size.height), Int32(size.width))
        self.size = size
    }

    /// What the terminal answered since the last call (`ESC [ ? 1 ; 2 c` to a device
    /// attributes query, `ESC [ row ; column R` to a cursor position request), in order.
    public func takeReplies() -> [UInt8] {
        defer { replies.bytes.removeAll() }
        return replies.bytes
    }

    /// The cell at column `x` of row `y` (both from 0, inside `size`).
    public func cell(x: Int, y: Int) -> EmulatedCell {
        precondition(x >= 0 && x < size.width && y >= 0 && y < size.height, "(\(x), \(y)) is outside \(size)")
        var cell = VTermScreenCell()
        _ = vterm_screen_get_cell(screen, VTermPos(row: Int32(y), col: Int32(x)), &cell)
        let characters = withUnsafeBytes(of: cell.chars) { Array($0.bindMemory(to: UInt32.self)) }
        let bits = seam_vterm_attributes(&cell)
        var attributes: Style.Attributes = []
        if bits & 1 != 0 { attributes.insert(.bold) }
        if bits & 2 != 0 { attributes.insert(.underline) }
        if bits & 4 != 0 { attributes.insert(.reverse) }
        var emulated = EmulatedCell(
            text: " ", width: Int(cell.width), foreground: Self.color(cell.fg),
            background: Self.color(cell.bg), attributes: attributes)
        if characters[0] == UInt32.max {
            // libvterm marks the column a wide character continues into with (uint32_t)-1.
            emulated.text = ""
            emulated.width = 0
        } else {
            var scalars = String.UnicodeScalarView()
            for value in characters.prefix(while: { $0 != 0 }) {
                if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            }
            if !scalars.isEmpty { emulated.text = String(scalars) }
        }
        return emulated
    }

    /// The screen as lines, trailing spaces trimmed, as `Canvas.text` writes a frame.
    public var text: String {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width { line += cell(x: x, y: y).text }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    // MARK: Colours

    /// A libvterm colour as a palette colour: a default stays the default, an index stays
    /// itself, and a 24-bit colour becomes the xterm-256 index it names.
    private static func color(_ color: VTermColor) -> CellColor {
        var red: UInt8 = 0, green: UInt8 = 0, blue: UInt8 = 0
        let index = withUnsafePointer(to: color) { seam_vterm_color($0, &red, &green, &blue) }
        if index >= -1 { return CellColor(index: Int(index)) }
        return CellColor(index: xtermIndex(red: Int(red), green: Int(green), blue: Int(blue)))
    }

    /// The xterm-256 index of a 24-bit colour: the cube or grey index of exactly that value,
    /// else the named colour (0–15, as xterm draws them) of exactly that value, else the
    /// nearest of the cube and greys.
    static func xtermIndex(red: Int, green: Int, blue: Int) -> Int {
        let color = RGB(red: red, green: green, blue: blue)
        func distance(_ index: Int) -> Int {
            let other = RGB(xterm: index)
            let (r, g, b) = (other.red - red, other.green - green, other.blue - blue)
            return r * r + g * g + b * b
        }
        let nearest = (16...255).min { distance($0) < distance($1) }!
        if distance(nearest) != 0, let named = (0..<16).first(where: { RGB(xterm: $0) == color }) { return named }
        return nearest
    }
}
