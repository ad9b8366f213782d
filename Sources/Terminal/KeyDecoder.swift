@preconcurrency import CNcurses

/// Turns what the terminal reader returns (curses' `wget_wch`: a key code or a character)
/// into keys, with no terminal involved, so it can be tested and fuzzed on its own.
///
/// The one rule: no input is ever dropped. Escape followed at once by a printable character
/// is Alt-that-character; followed by anything else (a key code, a control character, an
/// Escape) it is Escape alone, and the input after it must be decoded on its own — the
/// caller reads it again (`consumedFollowing` false).
public enum KeyDecoder {
    /// One read: a key code (curses' `KEY_CODE_YES`, e.g. `KEY_UP`) or a character code.
    public enum Input: Hashable, Sendable {
        case keyCode(Int32)
        case character(UInt32)
    }

    /// The curses key codes this decoder names, for tests that build inputs.
    public enum Code {
        public static let up = KEY_UP, down = KEY_DOWN, left = KEY_LEFT, right = KEY_RIGHT
        public static let home = KEY_HOME, end = KEY_END, pageUp = KEY_PPAGE, pageDown = KEY_NPAGE
        public static let enter = KEY_ENTER, backspace = KEY_BACKSPACE, delete = KEY_DC, backTab = KEY_BTAB
        public static let f0 = KEY_F0, resize = KEY_RESIZE
    }

    /// The key `input` stands for (nil: none, e.g. an unknown key code or an invalid
    /// character), and whether it used `following`, the input that was already waiting.
    public static func decode(_ input: Input, following: Input?) -> (key: Key?, consumedFollowing: Bool) {
        switch input {
        case .keyCode(let code): return (functionKey(code), false)
        case .character(27):
            if case .character(let next)? = following, next >= 32, next != 127, let scalar = Unicode.Scalar(next),
               DisplayWidth.of(scalar) > 0 {
                return (.alt(Character(scalar)), true)
            }
            return (.escape, false)
        case .character(let code): return (character(code), false)
        }
    }

    private static func character(_ code: UInt32) -> Key? {
        switch code {
        case 10, 13: return .enter
        case 9: return .tab
        case 127, 8: return .backspace
        case 1...26: return .ctrl(Character(Unicode.Scalar(UInt8(64 + code))))
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    private static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case Code.up: return .up
        case Code.down: return .down
        case Code.left: return .left
        case Code.right: return .right
        case Code.enter: return .enter
        case Code.backspace: return .backspace
        case Code.delete: return .delete
        case Code.home: return .home
        case Code.end: return .end
        case Code.pageUp: return .pageUp
        case Code.pageDown: return .pageDown
        case Code.backTab: return .backTab
        case (Code.f0 + 1)...(Code.f0 + 12): return .function(Int(code - Code.f0))
        default: return nil
        }
    }
}
