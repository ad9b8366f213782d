@preconcurrency import CNcurses
import Foundation

/// The control strings of one terminal type that the frame writer sends, read from terminfo
/// with its capabilities (`read(term:)`): cursor addressing, erasing, colours and attributes.
/// A string the terminal lacks is empty, and the writer then does without it (no `hpa`: it
/// addresses the cursor with `cup`; no `ech`: it writes the blanks).
struct TerminalControls: Sendable {
    var cursorAddress: [UInt8] = []  // cup
    var column: [UInt8] = []  // hpa
    var row: [UInt8] = []  // vpa
    var eraseCharacters: [UInt8] = []  // ech
    var resetAttributes: [UInt8] = []  // sgr0
    var foreground: [UInt8] = []  // setaf
    var background: [UInt8] = []  // setab
    var defaultColors: [UInt8] = []  // op
    var bold: [UInt8] = []
    var dim: [UInt8] = []
    var reverse: [UInt8] = []  // rev
    var underline: [UInt8] = []  // smul
    var clearScreen: [UInt8] = []  // clear
    var deleteCharacters: [UInt8] = []  // dch
    var insertCharacters: [UInt8] = []  // ich

    /// The xterm-256color strings, for tests that write frames without terminfo.
    static let xterm256 = TerminalControls(
        cursorAddress: Array("\u{1B}[%i%p1%d;%p2%dH".utf8), column: Array("\u{1B}[%i%p1%dG".utf8),
        row: Array("\u{1B}[%i%p1%dd".utf8), eraseCharacters: Array("\u{1B}[%p1%dX".utf8),
        resetAttributes: Array("\u{1B}(B\u{1B}[m".utf8),
        foreground: Array("\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m".utf8),
        background: Array("\u{1B}[%?%p1%{8}%<%t4%p1%d%e%p1%{16}%<%t10%p1%{8}%-%d%e48;5;%p1%d%;m".utf8),
        defaultColors: Array("\u{1B}[39;49m".utf8), bold: Array("\u{1B}[1m".utf8), dim: Array("\u{1B}[2m".utf8),
        reverse: Array("\u{1B}[7m".utf8), underline: Array("\u{1B}[4m".utf8),
        clearScreen: Array("\u{1B}[H\u{1B}[2J".utf8),
        deleteCharacters: Array("\u{1B}[%p1%dP".utf8), insertCharacters: Array("\u{1B}[%p1%d@".utf8))

    /// The same terminal without `dch` and `ich` (vt100 has neither): rows that slid are written whole.
    var withoutShifting: TerminalControls {
        var c = self
        c.deleteCharacters = []
        c.insertCharacters = []
        return c
    }

    /// `control` with its parameters filled in and its padding (`$<5>`) removed; empty when
    /// the terminal lacks it.
    func format(_ control: [UInt8], _ p1: Int, _ p2: Int = 0) -> [UInt8] {
        guard !control.isEmpty else { return [] }
        var buffer = [CChar](repeating: 0, count: 128)
        // terminfo formats into one buffer of its own: one format at a time.
        let ok = TerminalDescription.terminfo.withLock {
            (control + [0]).withUnsafeBufferPointer { template in
                template.withMemoryRebound(to: CChar.self) {
                    seam_control_format($0.baseAddress, Int32(p1), Int32(p2), &buffer, Int32(buffer.count))
                }
            }
        }
        guard ok != 0 else { return [] }
        return Self.withoutPadding(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    }

    /// `bytes` without terminfo's padding specifications (`$<2>`, `$<5*/>`): delays for
    /// hardware terminals, which the writer does not need.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "$")) else { return bytes }
        var out: [UInt8] = [], i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "$"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "<"),
                let end = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: ">"))
            {
                i = end + 1
                continue
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }
}

/// A terminal type as terminfo describes it: what it can show, how to ask for it, and what
/// its keys send.
public struct TerminalDescription: Sendable {
    public var capabilities: TerminalCapabilities
    var controls: TerminalControls
    /// What each key sends in keypad mode (terminfo's `kcud1`, `kf5`, …), for the keys the
    /// entry names; empty for those it does not.
    public var keySequences: [Key: [UInt8]]
    /// True when the terminal reports the mouse as `ESC [ <` (SGR), false for `ESC [ M` (X10);
    /// nil when it has no mouse (`kmous`).
    public var reportsMouseAsSGR: Bool?

    /// The capabilities read: the controls, then the keys of `keyNames`, then `kmous`.
    private static let controlNames = [
        "cup", "hpa", "vpa", "ech", "sgr0", "setaf", "setab", "op", "bold", "dim", "rev", "smul", "clear", "dch", "ich",
    ]
    private static let keyNames: [(String, Key)] =
        [
            ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right), ("khome", .home), ("kend", .end),
            ("kpp", .pageUp), ("knp", .pageDown), ("kdch1", .delete), ("kbs", .backspace), ("kcbt", .backTab),
        ] + (1...12).map { ("kf\($0)", Key.function($0)) }

    /// Reads `term`'s terminfo entry without writing to the terminal; nil when terminfo does
    /// not know it. Any thread may ask: terminfo's current terminal is global, so one read
    /// runs at a time.
    public static func read(term: String) -> TerminalDescription? {
        terminfo.withLock { unlockedRead(term: term) }
    }

    /// Held while terminfo's global state is used: its current terminal, its format buffer.
    static let terminfo = NSLock()

    private static func unlockedRead(term: String) -> TerminalDescription? {
        var colors: Int32 = 0, ncv: Int32 = 0, bce: Int32 = 0
        let names = controlNames + keyNames.map(\.0) + ["kmous"]
        var request: [CChar] = []
        for name in names { request += name.utf8CString }
        var buffer = [CChar](repeating: 0, count: 8192)
        guard
            seam_terminal_describe(term, &colors, &ncv, &bce, request, Int32(names.count), &buffer, Int32(buffer.count))
                != 0
        else {
            return nil
        }
        var strings: [[UInt8]] = []
        var current: [UInt8] = []
        for c in buffer where strings.count < names.count {
            if c == 0 {
                strings.append(current)
                current = []
            } else {
                current.append(UInt8(bitPattern: c))
            }
        }
        let clean = strings.prefix(controlNames.count).map(TerminalControls.withoutPadding)
        let controls = TerminalControls(
            cursorAddress: clean[0], column: clean[1], row: clean[2], eraseCharacters: clean[3],
            resetAttributes: clean[4],
            foreground: clean[5], background: clean[6], defaultColors: clean[7], bold: clean[8], dim: clean[9],
            reverse: clean[10], underline: clean[11], clearScreen: clean[12],
            deleteCharacters: clean[13], insertCharacters: clean[14])
        var keys: [Key: [UInt8]] = [:]
        for (i, (_, key)) in keyNames.enumerated() where !strings[controlNames.count + i].isEmpty {
            keys[key] = strings[controlNames.count + i]
        }
        let mouse = strings[names.count - 1]
        var attributes: Style.Attributes = []
        if !controls.bold.isEmpty { attributes.insert(.bold) }
        if !controls.dim.isEmpty { attributes.insert(.dim) }
        if !controls.reverse.isEmpty { attributes.insert(.reverse) }
        if !controls.underline.isEmpty { attributes.insert(.underline) }
        var noColorVideo: Style.Attributes = []
        if ncv > 0 {
            if ncv & 2 != 0 { noColorVideo.insert(.underline) }
            if ncv & 4 != 0 { noColorVideo.insert(.reverse) }
            if ncv & 16 != 0 { noColorVideo.insert(.dim) }
            if ncv & 32 != 0 { noColorVideo.insert(.bold) }
        }
        let hasColors = !controls.foreground.isEmpty && !controls.background.isEmpty
        let capabilities = TerminalCapabilities(
            colorDepth: hasColors ? ColorDepth(colors: Int(colors)) : .none,
            attributes: attributes, noColorVideo: noColorVideo,
            erasesWithBackground: bce != 0)
        return TerminalDescription(
            capabilities: capabilities, controls: controls, keySequences: keys,
            reportsMouseAsSGR: mouse.isEmpty ? nil : mouse == Array("\u{1B}[<".utf8))
    }
}
