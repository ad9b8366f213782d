@preconcurrency import CNcurses
import Foundation

/// The real-terminal backend over ncursesw. It is the only code that calls curses: curses
/// sets the terminal's modes, reads and decodes the keys, and describes the terminal type
/// (`TerminalDescription`); frames are written by a `FrameWriter` as the runs that changed
/// (`TerminalBackend.present`: never a full repaint per frame), in what this terminal can show, and with every
/// cluster whose width terminals dispute placed explicitly. The terminal is restored by
/// `stop()`, on normal exit and on SIGINT, SIGTERM, SIGHUP.
@MainActor
public final class CursesBackend: TerminalBackend {
    /// Why the terminal could not be started: standard input or output is not a terminal,
    /// `TERM` is not set, names a terminal that cannot move its cursor (`dumb`), or one
    /// ncurses does not know.
    public enum Failure: Error, CustomStringConvertible {
        case notATerminal
        case noTerminalType
        case cannotMoveCursor(String)
        case unknownTerminal(String)
        public var description: String {
            switch self {
            case .notATerminal: return "not a terminal; use 'seam replay SCRIPT'"
            case .noTerminalType: return "TERM is not set; set it to your terminal's type, e.g. xterm-256color"
            case .cannotMoveCursor(let t):
                return "the terminal type '\(t)' cannot move the cursor; set TERM to e.g. xterm-256color"
            case .unknownTerminal(let t):
                return
                    "unknown terminal type '\(t)'; "
                    + "set TERM=xterm-256color, or install ncurses-term (more terminal types)"
            }
        }
    }

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    /// False until a frame is written, and again after curses wrote to the screen itself.
    public private(set) var showsLastFrame = false
    private var writer: FrameWriter
    private var bytes: [UInt8] = []
    private let output: UnsafeMutablePointer<FILE>
    private var stopped = false

    public private(set) var size: Size
    /// The terminal's background, asked before curses reads any input (`TerminalBackground`).
    public let background: TerminalBackground
    /// What the terminal shows: its colours and attributes, as terminfo describes it (without
    /// colours under `NO_COLOR`).
    public var capabilities: TerminalCapabilities { writer.capabilities }
    /// Bytes written to the terminal for frames since start.
    public private(set) var bytesWritten = 0

    /// The terminal type to start curses with, or the failure that refuses it — checked
    /// before anything is written to the terminal, so a refused terminal is left alone.
    public static func checkTerminal() throws -> String {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw Failure.notATerminal }
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        guard !term.isEmpty else { throw Failure.noTerminalType }
        guard term != "dumb" else { throw Failure.cannotMoveCursor(term) }
        guard seam_terminal_known(term) != 0 else { throw Failure.unknownTerminal(term) }
        return term
    }

    public init(useColor: Bool) throws {
        let term = try Self.checkTerminal()
        guard let description = TerminalDescription.read(term: term) else { throw Failure.unknownTerminal(term) }
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            setlocale(LC_ALL, "C.UTF-8")
        }
        seam_install_signal_restore()
        let output = seam_stdout()!
        guard let screen = newterm(term, output, seam_stdin()) else { throw Failure.unknownTerminal(term) }
        self.output = output
        self.screen = screen
        // Asked once the terminal type is known to work and before curses reads input, so
        // the reply is never read as keys.
        background = TerminalBackground.detect()
        set_term(screen)
        window = seam_stdscr()!
        size = Size(width: Int(seam_cols()), height: Int(seam_lines()))
        raw()
        noecho()
        nonl()
        keypad(window, true)
        seam_define_keys()
        seam_mouse_start()
        set_escdelay(25)
        let cursorHidden = curs_set(0) != ERR
        fputs(Self.bracketedPasteOn, output)
        writer = FrameWriter(
            capabilities: useColor ? description.capabilities : description.capabilities.withoutColor,
            controls: description.controls)
        writer.parksCursor = !cursorHidden
        takeScreenFromCurses()
    }

    /// Lets curses write what it keeps for itself (the alternate screen, keypad mode, a clear
    /// screen after a resize) and forgets where the writer left the cursor; the next frame is
    /// written whole.
    private func takeScreenFromCurses() {
        wrefresh(window)
        fflush(output)
        writer.forget()
        showsLastFrame = false
    }

    /// Restores the terminal: echo, canonical mode, cursor. Safe to call twice.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        // Plain attributes and the cursor on the last row, where the shell continues.
        var out = writer.controls.resetAttributes
        out += writer.controls.format(writer.controls.cursorAddress, size.height - 1, 0)
        fwrite(out, 1, out.count, output)
        fflush(output)
        curs_set(1)
        fputs(Self.bracketedPasteOff, output)
        endwin()
        fflush(output)
        delscreen(screen)
    }

    /// Bracketed paste: the terminal wraps pasted text in `ESC [ 200 ~ … ESC [ 201 ~`, so it
    /// arrives as one paste, never as keys.
    private static let bracketedPasteOn = "\u{1B}[?2004h", bracketedPasteOff = "\u{1B}[?2004l"

    /// Inputs read but not decoded yet: the rest of an escape sequence, or what followed it.
    private var pending: [KeyDecoder.Input] = []

    /// How long to wait for the rest of an escape sequence cut short (a paste arriving in
    /// pieces), in milliseconds.
    private static let sequenceWait: Int32 = 50

    /// True once the terminal is gone (hung up, closed): no event will ever come.
    public private(set) var isInputClosed = false

    /// Waits up to `timeout` milliseconds (negative: forever) for the next event; nil when
    /// none came in time, or when the terminal is gone (`isInputClosed`).
    public func nextEvent(timeout: Int32) -> TerminalEvent? {
        while true {
            if pending.isEmpty {
                guard let input = readOrNoticeResize(timeout: timeout) else { return nil }
                pending.append(input)
            }
            switch pending[0] {
            case .keyCode(KEY_RESIZE):
                pending.removeFirst()
                size = Size(width: Int(seam_cols()), height: Int(seam_lines()))
                takeScreenFromCurses()
                return .resize(size)
            case .keyCode(KEY_MOUSE):
                pending.removeFirst()
                if let event = readMouse() { return .mouse(event) }
                continue
            case .character(27):
                // Escape alone, Alt-<char>, or a sequence: decode what has already arrived.
                readAvailable()
            default:
                break
            }
            var result = KeyDecoder.decode(pending[...], final: false)
            if result == .incomplete {
                if let more = read(timeout: Self.sequenceWait) { pending.append(more); readAvailable(); continue }
                result = KeyDecoder.decode(pending[...], final: true)
            }
            guard case .event(let event, let consumed) = result else { continue }
            pending.removeFirst(max(1, consumed))
            if case .key(.character(let c))? = event { return .key(.character(joiningRestOfCluster(c))) }
            if let event { return event }
            // Inputs no event stands for (an unknown key code, an unknown sequence) are skipped.
        }
    }

    /// `character` with the scalars that arrived right after it and belong to the same
    /// grapheme cluster: a terminal sends `❤️` as U+2764 then U+FE0F, and `🇯🇵` as two regional
    /// indicators, which curses returns one at a time; the app gets one key, as a replay
    /// types it.
    private func joiningRestOfCluster(_ character: Character) -> Character {
        var cluster = String(character)
        readAvailable()
        while case .character(let code)? = pending.first, let scalar = Unicode.Scalar(code) {
            let joined = cluster + String(Character(scalar))
            guard joined.count == 1 else { break }
            cluster = joined
            pending.removeFirst()
        }
        return Character(cluster)
    }

    /// The longest a wait for input blocks before it looks at the terminal's size: a SIGWINCH
    /// that lands just before ncurses blocks in `read` is not seen until the next key, so a
    /// resize would leave the old frame on screen until then.
    private static let resizeCheckInterval: Int32 = 250

    /// Reads the next input within `timeout` milliseconds (negative: forever), waking every
    /// `resizeCheckInterval` to compare the kernel's window size with the screen's; a size
    /// ncurses missed is applied (`resizeterm`) and comes back as a resize.
    private func readOrNoticeResize(timeout: Int32) -> KeyDecoder.Input? {
        var left = timeout
        while true {
            let wait = left < 0 ? Self.resizeCheckInterval : min(left, Self.resizeCheckInterval)
            if let input = read(timeout: wait) { return input }
            if isInputClosed { return nil }
            var cols: Int32 = 0, rows: Int32 = 0
            if seam_window_size(&cols, &rows) != 0, Int(cols) != size.width || Int(rows) != size.height {
                resizeterm(rows, cols)
                return .keyCode(KEY_RESIZE)
            }
            if left >= 0 {
                left -= wait
                if left <= 0 { return nil }
            }
        }
    }

    /// Appends every input that is already waiting.
    private func readAvailable() {
        while let input = read(timeout: 0) { pending.append(input) }
    }

    private func readMouse() -> MouseEvent? {
        var x: Int32 = 0, y: Int32 = 0
        let point = { Point(x: Int(x), y: Int(y)) }
        switch seam_read_mouse(&x, &y) {
        case 1: return MouseEvent(.click, at: point())
        case 2: return MouseEvent(.scrollUp, at: point())
        case 3: return MouseEvent(.scrollDown, at: point())
        default: return nil
        }
    }

    private func read(timeout: Int32) -> KeyDecoder.Input? {
        wtimeout(window, timeout)
        var ch: wint_t = 0
        switch wget_wch(window, &ch) {
        case KEY_CODE_YES: return .keyCode(Int32(ch))
        case OK: return .character(UInt32(ch))
        default:
            if hasHungUp() { isInputClosed = true }
            return nil
        }
    }

    /// Whether standard input has hung up (the terminal closed): reads then fail at once
    /// forever, and a loop waiting for input would spin.
    private func hasHungUp() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return false }
        return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    /// Writes `text` as an operating system command no terminal acts on (`ESC ] 5379 ; text BEL`),
    /// after everything written before it: a program reading the terminal's output (`seam
    /// replay --terminal`) knows, when it reads the mark, that the frames before it are complete.
    public func writeMark(_ text: String) {
        fputs("\u{1B}]\(Self.markCommand);\(text)\u{7}", output)
        fflush(output)
    }

    /// The number of the operating system command `writeMark` uses.
    public static let markCommand = 5379

    /// Writes the runs of `diff`, in one write.
    public func write(_ diff: FrameDiff, of frame: Frame) {
        bytes.removeAll(keepingCapacity: true)
        writer.write(diff, of: frame, into: &bytes)
        showsLastFrame = true
        guard !bytes.isEmpty else { return }
        fwrite(bytes, 1, bytes.count, output)
        fflush(output)
        bytesWritten += bytes.count
    }
}
