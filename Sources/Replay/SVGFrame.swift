import Terminal

/// A frame drawn as an SVG image (`seam replay --svg DIR`, docs/replay.md), as terminal
/// screenshots are drawn for documentation: a background in the colour scheme's window
/// colour, a rectangle for every run of cells with another background, and one `<text>`
/// element per row holding a `<tspan>` per run of one style.
///
/// The one rule: every run is pinned to its cells — its `x` is its first column and its
/// `textLength` its width in columns — so the picture keeps the grid whatever font draws
/// it, and a wide character spans exactly its two cells.
public enum SVGFrame {
    /// Pixels per column; a monospaced font's advance is about 0.6 of its size.
    public static let cellWidth = 9
    /// Pixels per row.
    public static let rowHeight = 18
    /// The font size, in pixels.
    public static let fontSize = 15
    /// Pixels from the top of a row to the baseline of its text.
    public static let baseline = 14
    /// The margin around the grid, in pixels.
    public static let margin = 10

    /// The picture's width and height in pixels for a frame of `size`.
    public static func pixelSize(of size: Size) -> (width: Int, height: Int) {
        (size.width * cellWidth + 2 * margin, size.height * rowHeight + 2 * margin)
    }

    /// The SVG document of `frame`, drawn in the palette of the dark or light scheme;
    /// `title` (a golden's header line) becomes its `<title>`.
    public static func svg(_ frame: Canvas, dark: Bool, title: String) -> String {
        let (width, height) = pixelSize(of: frame.size)
        let window = background(.default, dark: dark)
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" \
            font-family="ui-monospace, 'SF Mono', Menlo, Consolas, 'DejaVu Sans Mono', monospace" \
            font-size="\(fontSize)">
            <title>\(escape(title))</title>
            <rect width="\(width)" height="\(height)" rx="6" fill="\(hex(window))"/>

            """
        out += "<g shape-rendering=\"crispEdges\">\n"
        for y in 0..<frame.size.height {
            for (column, cells, color) in backgrounds(runs(frame, row: y), dark: dark) where color != window {
                out +=
                    "<rect x=\(quoted(x(column))) "
                    + "y=\(quoted(margin + y * rowHeight)) width=\(quoted(cells * cellWidth)) "
                    + "height=\(quoted(rowHeight)) fill=\(quoted(hex(color)))/>\n"
            }
        }
        out += "</g>\n"
        for y in 0..<frame.size.height {
            out += "<text y=\(quoted(margin + y * rowHeight + baseline)) xml:space=\"preserve\">"
            for run in runs(frame, row: y) where run.isVisible {
                var attributes =
                    "x=\(quoted(x(run.column))) "
                    + "textLength=\(quoted(run.cells * cellWidth)) lengthAdjust=\"spacingAndGlyphs\""
                attributes += " fill=\(quoted(hex(colors(run.style, dark: dark).foreground)))"
                if run.style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
                if run.style.attributes.contains(.dim) { attributes += " fill-opacity=\"0.6\"" }
                if run.style.attributes.contains(.underline) { attributes += " text-decoration=\"underline\"" }
                out += "<tspan \(attributes)>\(escape(run.text))</tspan>"
            }
            out += "</text>\n"
        }
        return out + "</svg>\n"
    }

    /// A run of cells of one style in a row: where it starts, how many columns it covers
    /// (a wide character counts two), and its characters.
    struct Run {
        var column: Int
        var cells: Int
        var text: String
        var style: Style
        /// False for blanks without an underline, which draw nothing over the background.
        var isVisible: Bool { style.attributes.contains(.underline) || text.contains { $0 != " " } }
    }

    /// The runs of row `y`, left to right; a continuation cell belongs to its wide character.
    static func runs(_ frame: Canvas, row y: Int) -> [Run] {
        var runs: [Run] = []
        for column in 0..<frame.size.width {
            let cell = frame[column, y]
            if cell.isContinuation {
                if !runs.isEmpty { runs[runs.count - 1].cells += 1 }
                continue
            }
            if let last = runs.last, last.style == cell.style {
                runs[runs.count - 1].cells += 1
                runs[runs.count - 1].text.append(cell.character)
            } else {
                runs.append(Run(column: column, cells: 1, text: String(cell.character), style: cell.style))
            }
        }
        return runs
    }

    /// Neighbouring runs of one background colour merged: one rectangle each.
    static func backgrounds(_ runs: [Run], dark: Bool) -> [(column: Int, cells: Int, color: RGB)] {
        var merged: [(column: Int, cells: Int, color: RGB)] = []
        for run in runs {
            let color = colors(run.style, dark: dark).background
            if let last = merged.last, last.color == color {
                merged[merged.count - 1].cells += run.cells
            } else {
                merged.append((run.column, run.cells, color))
            }
        }
        return merged
    }

    private static func x(_ column: Int) -> Int { margin + column * cellWidth }

    private static func quoted(_ value: some CustomStringConvertible) -> String { "\"\(value)\"" }

    // MARK: Colours

    /// The text and background colours a style draws with: defaults resolved in the
    /// scheme, then swapped for reverse video (the default background becomes the text).
    static func colors(_ style: Style, dark: Bool) -> (foreground: RGB, background: RGB) {
        let fg = foreground(style.foreground, dark: dark), bg = background(style.background, dark: dark)
        return style.attributes.contains(.reverse) ? (bg, fg) : (fg, bg)
    }

    /// A text colour as drawn: the terminal default is the scheme's label colour.
    static func foreground(_ color: CellColor, dark: Bool) -> RGB {
        color == .default ? (dark ? RGB(red: 0xD4, green: 0xD4, blue: 0xD4) : rgb(Palette.light.label)) : rgb(color)
    }

    /// A background as drawn: the terminal default is the scheme's window colour.
    static func background(_ color: CellColor, dark: Bool) -> RGB {
        color == .default
            ? (dark ? RGB(red: 0x1E, green: 0x1E, blue: 0x1E) : rgb(Palette.light.background)) : rgb(color)
    }

    /// The colour xterm draws for `color` (`RGB(xterm:)`); black for the default, which
    /// `foreground` and `background` resolve first.
    static func rgb(_ color: CellColor) -> RGB {
        color == .default ? RGB(red: 0, green: 0, blue: 0) : RGB(xterm: Int(color.index))
    }

    static func hex(_ rgb: RGB) -> String {
        let digits = Array("0123456789abcdef")
        return "#" + [rgb.red, rgb.green, rgb.blue].map { String([digits[$0 / 16], digits[$0 % 16]]) }.joined()
    }

    /// `text` as XML character data or a quoted attribute value.
    static func escape(_ text: String) -> String {
        JUnitReport.escape(text, attribute: true)
    }
}
