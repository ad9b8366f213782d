/// The in-memory frame: a grid of cells every layer draws into. Backends consume
/// canvases; the headless backend prints them as text, the curses backend writes
/// only what differs from the last one.
public struct Canvas: Equatable, Sendable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]

    public init(size: Size, fill: Cell = .blank) {
        let s = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = s
        self.cells = Array(repeating: fill, count: s.width * s.height)
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
    }

    /// Places one cell, keeping wide characters whole: a wide character cut by the edge
    /// becomes a space, and a wide character partly overwritten is blanked.
    public mutating func set(_ cell: Cell, x: Int, y: Int, clip: Rect? = nil) {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard area.contains(Point(x: x, y: y)) else { return }
        var cell = cell
        if cell.width == 2 && !area.contains(Point(x: x + 1, y: y)) {
            cell = Cell(" ", style: cell.style)
        }
        clearWide(x: x, y: y)
        cells[y * size.width + x] = cell
        if cell.width == 2 {
            clearWide(x: x + 1, y: y)
            cells[y * size.width + x + 1] = .continuation(style: cell.style)
        }
    }

    /// Blanks the other half of a wide character at (x, y) before it is overwritten.
    private mutating func clearWide(x: Int, y: Int) {
        let width = size.width
        cells.withUnsafeMutableBufferPointer { Self.clearWide(in: $0, width: width, x: x, y: y) }
    }

    private static func clearWide(in cells: UnsafeMutableBufferPointer<Cell>, width: Int, x: Int, y: Int) {
        let i = y * width + x
        let old = cells[i]
        if old.width == 2, x + 1 < width {
            cells[i + 1] = Cell(glyph: Glyph(ascii: 0x20), style: cells[i + 1].style)
        } else if old.width == 0, x > 0 {
            cells[i - 1] = Cell(glyph: Glyph(ascii: 0x20), style: cells[i - 1].style)
        }
    }

    /// Sets `count` cells from `start` to `cell`: a few cells one by one, then the run doubled
    /// by copying what is already set (cells are plain data, so each copy is a `memmove`).
    private static func fillRun(_ cells: UnsafeMutableBufferPointer<Cell>, from start: Int, count: Int, with cell: Cell)
    {
        guard count > 0, let base = cells.baseAddress.map({ $0 + start }) else { return }
        var filled = min(count, 8)
        base.update(repeating: cell, count: filled)
        while filled < count {
            let n = min(filled, count - filled)
            (base + filled).update(from: base, count: n)
            filled += n
        }
    }

    /// Draws `text` from `point`, clipped to `clip`. Returns the columns used.
    @discardableResult
    public mutating func draw(_ text: some StringProtocol, at point: Point, style: Style = .plain, clip: Rect? = nil)
        -> Int
    {
        drawCharacters(text, at: point, style: style, clip: clip)
    }

    /// `draw` for a `String` (what views draw): printable ASCII is one run of cells, a byte
    /// each, clipped once, without forming grapheme clusters; anything else goes character
    /// by character.
    @discardableResult
    public mutating func draw(_ text: String, at point: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        guard let count = DisplayWidth.asciiWidth(text.utf8) else {
            return drawCharacters(text, at: point, style: style, clip: clip)
        }
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        let from = max(point.x, area.minX), to = min(point.x + count, area.maxX)
        guard point.y >= area.minY, point.y < area.maxY, from < to else { return count }
        let width = size.width, row = point.y * width
        cells.withUnsafeMutableBufferPointer { buffer in
            // Only the ends can cut a wide character; the cells between are all replaced.
            Self.clearWide(in: buffer, width: width, x: from, y: point.y)
            Self.clearWide(in: buffer, width: width, x: to - 1, y: point.y)
            var x = point.x
            for b in text.utf8 {
                if x >= to { break }
                if x >= from { buffer[row + x] = Cell(glyph: Glyph(ascii: b), style: style, width: 1) }
                x += 1
            }
        }
        return count
    }

    private mutating func drawCharacters<S: StringProtocol>(_ text: S, at point: Point, style: Style, clip: Rect?)
        -> Int
    {
        var x = point.x
        // Text of standalone scalars (arrows, dashes, symbols) needs no grapheme clusters:
        // each scalar is a character of its own.
        if text.unicodeScalars.allSatisfy(DisplayWidth.isStandalone) {
            for s in text.unicodeScalars {
                let w = DisplayWidth.width(ofStandalone: s)
                set(Cell(glyph: Glyph(scalar: s), style: style, width: UInt8(w)), x: x, y: point.y, clip: clip)
                x += w
            }
            return x - point.x
        }
        for c in text {
            let w = DisplayWidth.of(c)
            if w == 0 { continue }
            set(Cell(c, style: style, width: UInt8(w)), x: x, y: point.y, clip: clip)
            x += w
        }
        return x - point.x
    }

    /// Fills a rectangle with one character in one style.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let cell = Cell(glyph: character == " " ? Glyph(ascii: 0x20) : Glyph(character), style: style)
        let width = size.width
        cells.withUnsafeMutableBufferPointer { buffer in
            for y in r.minY..<r.maxY {
                // Only the edges can cut a wide character; the cells between are all replaced.
                Self.clearWide(in: buffer, width: width, x: r.minX, y: y)
                Self.clearWide(in: buffer, width: width, x: r.maxX - 1, y: y)
                Self.fillRun(buffer, from: y * width + r.minX, count: r.width, with: cell)
            }
        }
    }

    /// Changes the style of every cell in `rect`, keeping the characters.
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let width = size.width
        cells.withUnsafeMutableBufferPointer { buffer in
            for y in r.minY..<r.maxY {
                for i in y * width + r.minX..<y * width + r.maxX { buffer[i].style = transform(buffer[i].style) }
            }
        }
    }

    /// Copies `other` into this canvas with its top-left corner at `origin`.
    public mutating func blit(_ other: Canvas, at origin: Point) {
        for y in 0..<other.size.height {
            for x in 0..<other.size.width where !other[x, y].isContinuation {
                set(other[x, y], x: origin.x + x, y: origin.y + y)
            }
        }
    }

    /// Copies `other` with its top-left corner at `origin`, only inside `clip`: what
    /// `set` would do cell by cell, with ordinary cells over ordinary cells copied directly.
    public mutating func blit(_ other: Canvas, at origin: Point, clip: Rect) {
        let visible = clip.intersection(bounds)
        let area = visible.intersection(Rect(origin: origin, size: other.size))
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let source = (y - origin.y) * other.size.width - origin.x
            let row = y * size.width
            // A row of ordinary cells (most rows) is copied in one move. Of the cells it covers
            // only the two at its ends can be half of a wide character reaching out of it:
            // what `set` would blank around the others is written over by the row.
            let copied = other.cells.withUnsafeBufferPointer { from in
                cells.withUnsafeMutableBufferPointer { to in
                    guard to[row + area.minX].width == 1, to[row + area.maxX - 1].width == 1 else { return false }
                    for x in area.minX..<area.maxX where from[source + x].width != 1 { return false }
                    (to.baseAddress! + row + area.minX).update(
                        from: from.baseAddress! + source + area.minX, count: area.width)
                    return true
                }
            }
            if copied { continue }
            for x in area.minX..<area.maxX {
                let cell = other.cells[source + x]
                if cell.width == 1 && cells[row + x].width == 1 {
                    cells[row + x] = cell
                } else if cell.width != 0 {
                    set(cell, x: x, y: y, clip: visible)
                }
            }
        }
    }

    /// Writes `run` from (x, y) along the row, as a terminal writes a run of cells: each as
    /// `set` places it, with a run of ordinary cells over ordinary cells copied in one move.
    public mutating func write(_ run: UnsafeBufferPointer<Cell>, x: Int, y: Int) {
        let width = size.width
        let height = size.height
        let copied = cells.withUnsafeMutableBufferPointer { to in
            guard y >= 0, y < height, x >= 0, x + run.count <= width, !run.isEmpty,
                to[y * width + x].width == 1, to[y * width + x + run.count - 1].width == 1,
                run.allSatisfy({ $0.width == 1 })
            else { return false }
            (to.baseAddress! + y * width + x).update(from: run.baseAddress!, count: run.count)
            return true
        }
        if copied { return }
        var column = x
        for cell in run {
            set(cell, x: column, y: y)
            column += max(1, Int(cell.width))
        }
    }

    /// The cells of `rect` (inside the canvas) as a canvas of its size.
    public func copy(of rect: Rect) -> Canvas {
        var copy = Canvas(size: .zero)
        copy.size = rect.size
        let width = size.width
        copy.cells = cells.withUnsafeBufferPointer { source in
            [Cell](unsafeUninitializedCapacity: rect.width * rect.height) { target, count in
                for row in 0..<rect.height {
                    (target.baseAddress! + row * rect.width).initialize(
                        from: source.baseAddress! + (rect.minY + row) * width + rect.minX, count: rect.width)
                }
                count = rect.width * rect.height
            }
        }
        return copy
    }

    /// The cells of row `y`.
    public func cells(ofRow y: Int) -> [Cell] { Array(cells[(y * size.width)..<((y + 1) * size.width)]) }

    /// Row `y` as text, trailing spaces kept so every line is `size.width` columns wide.
    public func line(_ y: Int) -> String { String(decoding: utf8(ofLine: y), as: UTF8.self) }

    /// Row `y`'s characters as UTF-8, made from the cells' bytes without forming characters.
    private func utf8(ofLine y: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size.width)
        for x in 0..<size.width {
            let c = self[x, y]
            if !c.isContinuation { c.glyph.appendUTF8(to: &bytes) }
        }
        return bytes
    }

    /// Row `y` as text without the space characters it ends with. The spaces are cut as
    /// bytes: a space is a character of its own unless the scalar before it is a prepended
    /// mark (U+0600), which takes the first space into its character; that row is cut
    /// character by character.
    func row(_ y: Int) -> String {
        var bytes = utf8(ofLine: y)
        let count = bytes.count
        while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
        let kept = String(decoding: bytes, as: UTF8.self)
        guard bytes.count < count, let scalar = kept.unicodeScalars.last, scalar.value >= 0x80, "\(scalar) ".count != 2
        else { return kept }
        return String(line(y).reversed().drop(while: { $0 == " " }).reversed())
    }

    /// The frame as plain text lines.
    public var lines: [String] { (0..<size.height).map(line) }

    /// The frame as text rows, trailing spaces trimmed: what `text` joins, and what a test
    /// compares with an array of expected rows.
    public var rows: [String] { (0..<size.height).map(row) }

    /// The frame as text, one line per row, trailing spaces trimmed.
    public var text: String { rows.joined(separator: "\n") }

    /// True when some row contains `needle`.
    public func contains(_ needle: String) -> Bool {
        lines.contains { $0.contains(needle) }
    }
}
