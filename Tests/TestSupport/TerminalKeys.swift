import Terminal

/// The bytes an xterm sends for a key while the application has keypad mode on (as
/// curses sets it): what a test types on a pseudo-terminal to press that key.
public enum TerminalKeys {
    public static func bytes(for key: Key) -> [UInt8] {
        switch key {
        case .up: return Array("\u{1B}OA".utf8)
        case .down: return Array("\u{1B}OB".utf8)
        case .right: return Array("\u{1B}OC".utf8)
        case .left: return Array("\u{1B}OD".utf8)
        case .home: return Array("\u{1B}OH".utf8)
        case .end: return Array("\u{1B}OF".utf8)
        case .pageUp: return Array("\u{1B}[5~".utf8)
        case .pageDown: return Array("\u{1B}[6~".utf8)
        case .delete: return Array("\u{1B}[3~".utf8)
        case .backTab: return Array("\u{1B}[Z".utf8)
        case .enter: return [0x0D]
        case .tab: return [0x09]
        case .backspace: return [0x7F]
        case .escape: return [0x1B]
        case .function(let n):
            let codes = [
                1: "OP", 2: "OQ", 3: "OR", 4: "OS", 5: "[15~", 6: "[17~", 7: "[18~", 8: "[19~",
                9: "[20~", 10: "[21~", 11: "[23~", 12: "[24~",
            ]
            return Array(("\u{1B}" + codes[n]!).utf8)
        case .ctrl(let c): return [c.asciiValue! & 0x1F]
        case .alt(let c): return [0x1B] + Array(String(c).utf8)
        case .character(let c): return Array(String(c).utf8)
        }
    }

    public static func bytes(for keys: [Key]) -> [UInt8] { keys.flatMap(bytes(for:)) }
}
