/// Turns the difference between two frames into the bytes one terminal type needs: cursor
/// moves, attributes and colours as that terminal shows them (`TerminalCapabilities.shown`),
/// and the characters. It remembers where the terminal's cursor is and which style it draws
/// with, so it sends only what changes.
///
/// The one rule: after a cluster whose width terminals dispute (`DisplayWidth.isDisputed`:
/// `❤️`, `🇯🇵`, `👍🏽`) nothing relies on where the terminal left the cursor. The cluster's
/// columns are blanked first, the cluster is drawn at its column, the next cell is placed by
/// an absolute move, and the two columns after it are drawn again — so a terminal that draws
/// the cluster one column wide, two, or as two separate wide emoji all end with every later
/// column where the frame has it.
struct FrameWriter {
    let capabilities: TerminalCapabilities
    let controls: TerminalControls
    /// True on a terminal that cannot hide its cursor (vt100 has no `civis`): after each frame
    /// the cursor waits in the bottom-right corner instead of wherever the last cell was.
    var parksCursor = false
    /// Where the terminal's cursor is; nil when unknown (at start, after a disputed cluster).
    private var cursor: (x: Int, y: Int)?
    /// The style the terminal draws with now (already as shown); nil when unknown.
    private var current: Style?

    init(capabilities: TerminalCapabilities, controls: TerminalControls) {
        self.capabilities = capabilities
        self.controls = controls
    }

    /// Forgets the cursor and the style: something else wrote to the terminal.
    mutating func forget() {
        cursor = nil
        current = nil
    }

    /// Columns a terminal may draw past a disputed cluster's own: a pair of regional
    /// indicators or an emoji and its modifier drawn as two wide characters.
    static let disputedOverflow = 2
    /// The shortest run of blanks erased with `ech` instead of written.
    static let shortestErase = 8

    /// Appends to `out` what turns the screen showing `old` (nothing known: nil, or another
    /// size) into `canvas`.
    mutating func write(from old: Canvas?, to canvas: Canvas, into out: inout [UInt8]) {
        let frame = Frame(canvas: canvas, change: .whole(previous: old))
        write(FrameDiff(frame), of: frame, into: &out)
    }

    /// Appends to `out` what `diff` writes to turn the screen into `frame`. A full repaint
    /// clears the screen first and skips the blanks the clear left. A row whose content slid
    /// sideways (a push or pop moving) is shifted by the terminal (`dch`, `ich`) and only the
    /// columns that came in are written.
    mutating func write(_ diff: FrameDiff, of frame: Frame, into out: inout [UInt8]) {
        let canvas = frame.canvas
        if diff.isFullRepaint {
            setStyle(.plain, into: &out)
            out += controls.clearScreen
            cursor = controls.clearScreen.isEmpty ? nil : (0, 0)
        }
        // Whether a row slid is asked once, at its first run.
        var shiftedRow = -1
        var askedRow = -1
        for run in diff.runs where run.y != shiftedRow {
            let firstOfRow = run.y != askedRow
            askedRow = run.y
            if !diff.isFullRepaint, firstOfRow, let shift = shift(of: run.y, in: frame, diff: diff) {
                shiftedRow = run.y
                let width = canvas.size.width
                move(to: 0, run.y, in: canvas, into: &out, absolute: true)
                setStyle(.plain, into: &out)
                let count = abs(shift)
                out += controls.format(shift > 0 ? controls.deleteCharacters : controls.insertCharacters, count)
                // The columns that came in: the last `count` after a shift left, the first after one right.
                var start = shift > 0 ? width - count : 0
                if canvas[start, run.y].isContinuation { start -= 1 }
                let end = shift > 0 ? width : min(width, count + 1)
                var cells: [Cell] = []
                var x = start
                while x < end {
                    cells.append(canvas[x, run.y])
                    x += max(1, Int(canvas[x, run.y].width))
                }
                write(FrameDiff.Run(x: start, y: run.y, cells: cells), of: canvas, fullRepaint: false, into: &out)
                continue
            }
            write(run, of: canvas, fullRepaint: diff.isFullRepaint, into: &out)
        }
        if parksCursor && !out.isEmpty {
            move(to: canvas.size.width - 1, canvas.size.height - 1, in: canvas, into: &out, absolute: true)
        }
    }

    /// The shortest rows a shift is looked for in, and the fewest changed cells that make one worth it.
    static let shortestShiftedRow = 16

    /// How far row `y` of the frame before slid to give row `y` of `frame`: positive to the
    /// left (the first columns gone, `dch`), negative to the right (`ich`); nil when it did not
    /// slide, most of it did not change, the terminal cannot shift, the row before is unknown,
    /// or a disputed cluster is on it (the terminal may draw it another width, so its columns
    /// are not the frame's). The row before is made only for a row that could have slid.
    private func shift(of y: Int, in frame: Frame, diff: FrameDiff) -> Int? {
        let new = frame.canvas
        let width = new.size.width
        guard width >= Self.shortestShiftedRow, !controls.deleteCharacters.isEmpty, !controls.insertCharacters.isEmpty
        else { return nil }
        let changed = diff.changedCells(onRow: y)
        guard changed >= Self.shortestShiftedRow, let old = frame.rowBefore(y) else { return nil }
        for x in 0..<width where new[x, y].glyph.byteCount > 3 || old[x].glyph.byteCount > 3 {
            if DisplayWidth.isDisputed(new[x, y].character) || DisplayWidth.isDisputed(old[x].character) {
                return nil
            }
        }
        // The smallest shift that leaves all but the columns it brings in as they were.
        for k in 1..<(width - Self.shortestShiftedRow / 2) {
            if (0..<(width - k)).allSatisfy({ new[$0, y] == old[$0 + k] }) { return k }
            if (k..<width).allSatisfy({ new[$0, y] == old[$0 - k] }) { return -k }
        }
        return nil
    }

    /// Writes the cells of `run`.
    private mutating func write(_ run: FrameDiff.Run, of canvas: Canvas, fullRepaint: Bool, into out: inout [UInt8]) {
        var x = run.x
        var i = 0
        while i < run.cells.count {
            let cell = run.cells[i]
            let width = max(1, Int(cell.width))
            if fullRepaint && cell == .blank && !controls.clearScreen.isEmpty {
                x += 1; i += 1
                continue
            }
            if let (n, shown) = blanks(in: run.cells, from: i), n >= Self.shortestErase, canErase(shown) {
                move(to: x, run.y, in: canvas, into: &out)
                setStyle(shown, into: &out)
                out += controls.format(controls.eraseCharacters, n)
                x += n; i += n
                continue
            }
            if cell.glyph.byteCount > 3 && DisplayWidth.isDisputed(cell.character) {
                writeDisputed(cell, x: x, y: run.y, in: canvas, into: &out)
                // The cells the cluster may have drawn over are drawn again, unless this run
                // draws them next anyway.
                let covered = run.cells[(i + 1)...].prefix(Self.disputedOverflow).reduce(0) {
                    $0 + max(1, Int($1.width))
                }
                redraw(
                    from: x + width + covered, to: x + width + Self.disputedOverflow, y: run.y, in: canvas, into: &out)
            } else {
                move(to: x, run.y, in: canvas, into: &out)
                put(cell, into: &out)
            }
            x += width; i += 1
        }
    }

    /// The number of blanks at `cells[start...]` that this terminal shows alike, and their
    /// shown style, when `cells[start]` is a blank.
    private func blanks(in cells: [Cell], from start: Int) -> (Int, Style)? {
        let first = cells[start]
        guard first.glyph.isSpace, first.width == 1 else { return nil }
        let shown = capabilities.shown(first.style)
        var n = 1
        while start + n < cells.count, cells[start + n].glyph.isSpace, cells[start + n].width == 1,
            cells[start + n].style == first.style || capabilities.shown(cells[start + n].style) == shown
        {
            n += 1
        }
        return (n, shown)
    }

    /// Whether `ech` paints blanks of the shown style `style` as writing them would: the
    /// terminal has it, the blanks show no attribute (bold and dim show nothing on a blank),
    /// and their background is the default or the terminal erases with colour.
    private func canErase(_ style: Style) -> Bool {
        guard !controls.eraseCharacters.isEmpty else { return false }
        return style.attributes.isSubset(of: [.bold, .dim])
            && (style.background == .default || capabilities.erasesWithBackground)
    }

    private mutating func writeDisputed(_ cell: Cell, x: Int, y: Int, in canvas: Canvas, into out: inout [UInt8]) {
        move(to: x, y, in: canvas, into: &out)
        setStyle(capabilities.shown(cell.style), into: &out)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(1, Int(cell.width))))
        cursor = (x + max(1, Int(cell.width)), y)
        move(to: x, y, in: canvas, into: &out, absolute: true)
        cell.glyph.appendUTF8(to: &out)
        cursor = nil
    }

    /// Draws the cells of row `y` from column `start` up to `end` (exclusive) as `canvas` has them.
    private mutating func redraw(from start: Int, to end: Int, y: Int, in canvas: Canvas, into out: inout [UInt8]) {
        var x = start
        while x < min(end, canvas.size.width) {
            var cell = canvas[x, y]
            var column = x
            if cell.isContinuation && x > 0 {
                column = x - 1
                cell = canvas[column, y]
            }
            move(to: column, y, in: canvas, into: &out, absolute: true)
            put(cell, into: &out)
            if DisplayWidth.isDisputed(cell.character) { cursor = nil }
            x = column + max(1, Int(cell.width))
        }
    }

    private mutating func put(_ cell: Cell, into out: inout [UInt8]) {
        setStyle(capabilities.shown(cell.style), into: &out)
        cell.glyph.appendUTF8(to: &out)
        if let c = cursor { cursor = (c.x + max(1, Int(cell.width)), c.y) }
    }

    /// Moves the cursor to (x, y) by the shortest means: nothing when it is there, a few
    /// characters the screen already shows when it is just behind on the row (unless
    /// `absolute`), `hpa` along a row, carriage return and `vpa` to the start of another, else `cup`.
    private mutating func move(to x: Int, _ y: Int, in canvas: Canvas, into out: inout [UInt8], absolute: Bool = false)
    {
        if let c = cursor, c.y == y {
            if c.x == x { return }
            if !absolute, x > c.x, x - c.x <= 3, let current,
                (c.x..<x).allSatisfy({ rewritable(canvas[$0, y], in: current) })
            {
                for column in c.x..<x { canvas[column, y].glyph.appendUTF8(to: &out) }
                cursor = (x, y)
                return
            }
            if !controls.column.isEmpty {
                out += controls.format(controls.column, x)
                cursor = (x, y)
                return
            }
        }
        if x == 0, !controls.row.isEmpty {
            out.append(UInt8(ascii: "\r"))
            out += controls.format(controls.row, y)
        } else {
            out += controls.format(controls.cursorAddress, y, x)
        }
        cursor = (x, y)
    }

    /// Whether writing `cell` again moves the cursor one column and leaves the screen as it is.
    private func rewritable(_ cell: Cell, in style: Style) -> Bool {
        cell.width == 1 && cell.glyph.byteCount == 1 && capabilities.shown(cell.style) == style
    }

    /// Sends what changes the terminal's drawing style from `current` to `style` (a shown
    /// style): `sgr0` when an attribute goes, the default colour of just the one that returns
    /// to it (`op` where the terminal's is not ANSI's `ESC [ 39 ; 49 m`), and the sequences
    /// joined into one where they are all ANSI's `ESC [ … m` (`ESC [ 30 ; 46 m`).
    private mutating func setStyle(_ style: Style, into out: inout [UInt8]) {
        if let current, current == style { return }
        var parts: [[UInt8]] = []
        var from = current ?? .plain
        if current == nil || !from.attributes.isSubset(of: style.attributes) {
            parts.append(controls.resetAttributes)
            from = .plain
        }
        let added = style.attributes.subtracting(from.attributes)
        if added.contains(.bold) { parts.append(controls.bold) }
        if added.contains(.dim) { parts.append(controls.dim) }
        if added.contains(.reverse) { parts.append(controls.reverse) }
        if added.contains(.underline) { parts.append(controls.underline) }
        if capabilities.colorDepth != .none {
            let foregroundReturns = style.foreground == .default && from.foreground != .default
            let backgroundReturns = style.background == .default && from.background != .default
            if controls.defaultColors == Self.ansiDefaultColors {
                if foregroundReturns { parts.append(Self.ansiDefaultForeground); from.foreground = .default }
                if backgroundReturns { parts.append(Self.ansiDefaultBackground); from.background = .default }
            } else if foregroundReturns || backgroundReturns {
                parts.append(controls.defaultColors)
                from.foreground = .default
                from.background = .default
            }
            if style.foreground != from.foreground {
                parts.append(controls.format(controls.foreground, Int(style.foreground.index)))
            }
            if style.background != from.background {
                parts.append(controls.format(controls.background, Int(style.background.index)))
            }
        }
        Self.append(parts, to: &out)
        current = style
    }

    static let ansiDefaultColors = Array("\u{1B}[39;49m".utf8)
    static let ansiDefaultForeground = Array("\u{1B}[39m".utf8)
    static let ansiDefaultBackground = Array("\u{1B}[49m".utf8)

    /// Appends `parts` in order, each run of ANSI select-graphic-rendition sequences
    /// (`ESC [ parameters m`) joined into one.
    static func append(_ parts: [[UInt8]], to out: inout [UInt8]) {
        var parameters: [ArraySlice<UInt8>] = []
        func flush() {
            guard !parameters.isEmpty else { return }
            out += [0x1B, UInt8(ascii: "[")]
            for (i, p) in parameters.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ";")) }
                out += p.isEmpty ? [UInt8(ascii: "0")] : Array(p)
            }
            out.append(UInt8(ascii: "m"))
            parameters.removeAll()
        }
        for part in parts {
            if part.count >= 3, part[0] == 0x1B, part[1] == UInt8(ascii: "["), part.last == UInt8(ascii: "m"),
                part[2..<(part.count - 1)].allSatisfy({
                    ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ";")
                })
            {
                parameters.append(part[2..<(part.count - 1)])
            } else {
                flush()
                out += part
            }
        }
        flush()
    }
}
