@preconcurrency import CNcurses
import Foundation

/// The real-terminal backend over ncursesw. It is the only code that calls curses.
/// Frames are written as diffs against the last frame (never a full repaint per frame),
/// and the terminal is restored by `stop()`, on normal exit and on SIGINT, SIGTERM, SIGHUP.
@MainActor
public final class CursesBackend {
    /// Why the terminal could not be started: stdout is not a terminal, or ncurses does not know `TERM`.
    public enum Failure: Error, CustomStringConvertible {
        case notATerminal
        case unknownTerminal(String)
        public var description: String {
            switch self {
            case .notATerminal: return "not a terminal; use 'seam replay SCRIPT'"
            case .unknownTerminal(let t): return "unknown terminal type '\(t)'; set TERM to e.g. xterm-256color"
            }
        }
    }

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private var last: Canvas?
    private var pairs: [Style.ColorPair: Int16] = [:]
    private let colors: Bool
    private let output: UnsafeMutablePointer<FILE>
    private var stopped = false

    public private(set) var size: Size

    public init(useColor: Bool) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw Failure.notATerminal }
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            setlocale(LC_ALL, "C.UTF-8")
        }
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        seam_install_signal_restore()
        let output = seam_stdout()!
        guard !term.isEmpty, term != "dumb", let screen = newterm(term, output, seam_stdin()) else {
            throw Failure.unknownTerminal(term)
        }
        self.output = output
        self.screen = screen
        set_term(screen)
        window = seam_stdscr()!
        size = Size(width: Int(seam_cols()), height: Int(seam_lines()))
        raw()
        noecho()
        nonl()
        keypad(window, true)
        set_escdelay(25)
        curs_set(0)
        if useColor && has_colors() {
            start_color()
            use_default_colors()
            colors = true
        } else {
            colors = false
        }
    }

    /// Restores the terminal: echo, canonical mode, cursor. Safe to call twice.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        curs_set(1)
        endwin()
        fflush(output)
        delscreen(screen)
    }

    /// Waits up to `timeout` milliseconds (negative: forever) for the next event.
    public func nextEvent(timeout: Int32) -> TerminalEvent? {
        wtimeout(window, timeout)
        var ch: wint_t = 0
        let r = wget_wch(window, &ch)
        if r == ERR { return nil }
        if r == KEY_CODE_YES {
            if Int32(ch) == KEY_RESIZE {
                size = Size(width: Int(seam_cols()), height: Int(seam_lines()))
                last = nil
                return .resize(size)
            }
            return Self.functionKey(Int32(ch)).map(TerminalEvent.key)
        }
        switch ch {
        case 27:
            // Escape alone, or Alt-<char> when another key follows at once.
            wtimeout(window, 0)
            var next: wint_t = 0
            if wget_wch(window, &next) == OK, let s = Unicode.Scalar(UInt32(next)), next >= 32 {
                return .key(.alt(Character(s)))
            }
            return .key(.escape)
        case 10, 13: return .key(.enter)
        case 9: return .key(.tab)
        case 127, 8: return .key(.backspace)
        case 1...26:
            return .key(.ctrl(Character(Unicode.Scalar(UInt8(64 + ch)))))
        default:
            guard let s = Unicode.Scalar(UInt32(ch)) else { return nil }
            return .key(.character(Character(s)))
        }
    }

    private static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_BTAB: return .backTab
        case (KEY_F0 + 1)...(KEY_F0 + 12): return .function(Int(code - KEY_F0))
        default: return nil
        }
    }

    /// Writes the cells that differ from the last frame, then one refresh.
    public func present(_ canvas: Canvas) {
        let diff = FrameDiff(from: last, to: canvas)
        if diff.isFullRepaint { werase(window) }
        for run in diff.runs {
            var x = run.x
            for cell in run.cells {
                put(cell, x: x, y: run.y)
                x += max(1, Int(cell.width))
            }
        }
        last = canvas
        wnoutrefresh(window)
        doupdate()
        fflush(output)
    }

    private func put(_ cell: Cell, x: Int, y: Int) {
        var attrs = seam_a_normal()
        let a = colors ? cell.style.attributes : cell.style.withoutColor.attributes
        if a.contains(.bold) { attrs |= seam_a_bold() }
        if a.contains(.dim) { attrs |= seam_a_dim() }
        if a.contains(.reverse) { attrs |= seam_a_reverse() }
        if a.contains(.underline) { attrs |= seam_a_underline() }
        let pair = colors ? self.pair(for: cell.style) : 0
        var wide = Array(String(cell.character).unicodeScalars.map { wchar_t(bitPattern: $0.value) }.prefix(5))
        wide.append(0)
        var cc = cchar_t()
        setcchar(&cc, wide, attrs, pair, nil)
        mvwadd_wch(window, Int32(y), Int32(x), &cc)
    }

    private func pair(for style: Style) -> Int16 {
        let key = style.colorPair
        if key.foreground == .default && key.background == .default { return 0 }
        if let p = pairs[key] { return p }
        let p = Int16(truncatingIfNeeded: alloc_pair(Int32(key.foreground.index), Int32(key.background.index)))
        pairs[key] = p
        return p
    }
}

extension Style {
    struct ColorPair: Hashable { var foreground: CellColor; var background: CellColor }
    var colorPair: ColorPair { ColorPair(foreground: foreground, background: background) }
}
