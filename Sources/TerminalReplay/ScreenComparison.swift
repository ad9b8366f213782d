import Emulation
import Terminal

/// Compares what a terminal emulator shows with the frame a headless replay drew, as that
/// terminal can show it: each cell's text, colours and attributes after
/// `TerminalCapabilities.shown` (the mapping the curses backend writes with). Dim is left out
/// on both sides (the emulator has no faint text), and so is bold on a blank, which shows
/// nothing. A cluster whose width terminals dispute (`DisplayWidth.isDisputed`) is not
/// compared itself: it matches when the columns after it match.
public enum ScreenComparison {
    /// Where the screen first differs from the frame, in words: the row, the first differing
    /// cells of both sides and both rows; nil when they match.
    public static func firstDifference(
        expected frame: Canvas, screen: VirtualTerminal,
        capabilities: TerminalCapabilities
    ) -> String? {
        guard screen.size == frame.size else {
            return
                "the terminal is \(screen.size.width)x\(screen.size.height), "
                + "the frame \(frame.size.width)x\(frame.size.height)"
        }
        for y in 0..<frame.size.height {
            var x = 0
            while x < frame.size.width {
                let cell = frame[x, y]
                let width = max(1, Int(cell.width))
                defer { x += width }
                if cell.isContinuation { continue }
                if DisplayWidth.isDisputed(cell.character) { continue }
                let expected = comparable(
                    text: String(cell.character), width: width, style: capabilities.shown(cell.style))
                let got = screen.cell(x: x, y: y)
                let shown = comparable(
                    text: got.text, width: got.width,
                    style: Style(foreground: got.foreground, background: got.background, attributes: got.attributes))
                if expected != shown {
                    return """
                        row \(y) differs from column \(x): the frame has \(describe(expected)), \
                        the terminal shows \(describe(shown))
                          frame:    \(frame.line(y))
                          terminal: \(line(y, of: screen))
                        the terminal's screen:
                        \(screen.text)
                        the replay's frame:
                        """
                }
            }
        }
        return nil
    }

    static func line(_ y: Int, of screen: VirtualTerminal) -> String {
        let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        return y < lines.count ? String(lines[y]) : ""
    }

    struct Comparable: Equatable {
        var text: String
        var width: Int
        var style: Style
    }

    static func comparable(text: String, width: Int, style: Style) -> Comparable {
        var s = style
        s.attributes.remove(.dim)
        s.attributes.remove(.highlight)
        if text == " " { s.attributes.remove(.bold) }
        return Comparable(text: text.isEmpty ? " " : text, width: width, style: s)
    }

    static func describe(_ c: Comparable) -> String {
        "\"\(c.text)\" \(c.style.code)" + (c.width == 2 ? " (wide)" : "")
    }
}
