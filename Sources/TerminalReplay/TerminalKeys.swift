import Terminal

/// What a terminal of one type sends for each key and mouse event, as a user's terminal
/// sends them to the app: the sequences its terminfo entry names (keypad mode, which curses
/// turns on), and xterm's for the keys the entry lacks (vt100 has no F5); text as UTF-8,
/// a paste wrapped in bracketed-paste marks.
public struct TerminalKeys: Sendable {
    let description: TerminalDescription

    public init(_ description: TerminalDescription) { self.description = description }

    /// xterm's sequences in keypad mode.
    static let xterm: [Key: String] = [
        .up: "\u{1B}OA", .down: "\u{1B}OB", .right: "\u{1B}OC", .left: "\u{1B}OD", .home: "\u{1B}OH", .end: "\u{1B}OF",
        .pageUp: "\u{1B}[5~", .pageDown: "\u{1B}[6~", .delete: "\u{1B}[3~", .backspace: "\u{7F}", .backTab: "\u{1B}[Z",
        .function(1): "\u{1B}OP", .function(2): "\u{1B}OQ", .function(3): "\u{1B}OR", .function(4): "\u{1B}OS",
        .function(5): "\u{1B}[15~", .function(6): "\u{1B}[17~", .function(7): "\u{1B}[18~", .function(8): "\u{1B}[19~",
        .function(9): "\u{1B}[20~", .function(10): "\u{1B}[21~", .function(11): "\u{1B}[23~",
        .function(12): "\u{1B}[24~",
    ]

    /// The bytes the terminal sends for `key`.
    public func bytes(for key: Key) -> [UInt8] {
        switch key {
        case .enter: return [13]
        case .escape: return [27]
        case .tab: return [9]
        case .character(let c): return Array(String(c).utf8)
        case .ctrl(let c): return [c.asciiValue! & 0x1F]
        case .alt(let c): return [27] + Array(String(c).utf8)
        default: return description.keySequences[key] ?? Array(Self.xterm[key]!.utf8)
        }
    }

    /// The bytes of a bracketed paste of `text`.
    public func bytes(pasting text: String) -> [UInt8] {
        Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)
    }

    /// The bytes the terminal sends for `event` (a click is a press and its release), or nil
    /// when it has no mouse (no `kmous`).
    public func bytes(for event: MouseEvent) -> [UInt8]? {
        guard let sgr = description.reportsMouseAsSGR else { return nil }
        let button: Int
        switch event.action {
        case .click: button = 0
        case .scrollUp: button = 64
        case .scrollDown: button = 65
        }
        let release = event.action == .click
        if sgr {
            let at = "\(event.point.x + 1);\(event.point.y + 1)"
            return Array(("\u{1B}[<\(button);\(at)M" + (release ? "\u{1B}[<\(button);\(at)m" : "")).utf8)
        }
        guard event.point.x < 223, event.point.y < 223 else { return nil }
        let x = UInt8(33 + event.point.x), y = UInt8(33 + event.point.y)
        return [27, 91, 77, UInt8(32 + button), x, y] + (release ? [27, 91, 77, 32 + 3, x, y] : [])
    }
}
