@preconcurrency import CNcurses

/// Turns what the terminal reader returns (curses' `wget_wch`: a key code or a character)
/// into terminal events, with no terminal involved, so it can be tested and fuzzed on its own.
///
/// Curses names the keys its terminal description knows; the rest arrive as the characters
/// of their escape sequences (tmux sends Home as `ESC [ 1 ~`, which the `xterm-256color`
/// description does not list). So an Escape followed by `[` or `O` starts a control
/// sequence, decoded here: the common variants of the arrows, Home, End, PageUp, PageDown,
/// Delete and F1–F12 (xterm, VT220, rxvt, the keypad), a modifier (`ESC [ 1 ; 5 C`) ignored;
/// an SGR mouse report; a bracketed paste (`ESC [ 200 ~ … ESC [ 201 ~`), as one event.
///
/// The rules: no input is ever dropped but a complete sequence no key stands for, which is
/// skipped whole (never stray characters); Escape followed at once by a printable character
/// is Alt-that-character; followed by anything else it is Escape alone, and the input after
/// it is decoded on its own. A sequence cut short is `incomplete` until the caller says no
/// more input is coming (`final`); then its characters are decoded one by one.
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
        public static let f0 = KEY_F0, resize = KEY_RESIZE, mouse = KEY_MOUSE
    }

    /// What the inputs at the front decode to.
    public enum Result: Hashable, Sendable {
        /// An event (nil: the inputs stand for nothing and are skipped) and how many inputs it used (at least one).
        case event(TerminalEvent?, consumed: Int)
        /// The front is the start of a sequence whose end has not arrived yet.
        case incomplete
    }

    /// Decodes the inputs at the front of `inputs` (not empty). `final` says no more input is
    /// coming soon, so a sequence cut short is not waited for.
    public static func decode(_ inputs: ArraySlice<Input>, final: Bool) -> Result {
        guard let first = inputs.first else { return .event(nil, consumed: 0) }
        switch first {
        case .keyCode(let code): return .event(functionKey(code).map(TerminalEvent.key), consumed: 1)
        case .character(27):
            let rest = inputs.dropFirst()
            switch rest.first {
            case .character(0x5B)?, .character(0x4F)?:
                if let result = sequence(inputs, final: final) { return result }
                if !final { return .incomplete }
            default: break
            }
            if case .character(let next)? = rest.first, next >= 32, next != 127, let scalar = Unicode.Scalar(next),
                DisplayWidth.of(scalar) > 0
            {
                return .event(.key(.alt(Character(scalar))), consumed: 2)
            }
            return .event(.key(.escape), consumed: 1)
        case .character(let code): return .event(character(code).map(TerminalEvent.key), consumed: 1)
        }
    }

    // MARK: Control sequences

    /// A control sequence at the front (`ESC [ …` or `ESC O x`): its event and length; nil
    /// when it is cut short; Alt-`[` or Alt-`O` when a control character breaks it off.
    private static func sequence(_ inputs: ArraySlice<Input>, final isFinal: Bool) -> Result? {
        var codes = Self.codes(inputs.prefix(64))
        guard codes.count >= 3 else { return nil }
        if codes[1] == 0x4F {  // SS3: ESC O x
            guard (0x20...0x7E).contains(codes[2]) else { return .event(.key(.alt("O")), consumed: 2) }
            return .event(ss3(codes[2]).map(TerminalEvent.key), consumed: 3)
        }
        // CSI: parameters 0x30–0x3F, intermediates 0x20–0x2F, a final byte 0x40–0x7E.
        var i = 2
        // rxvt ends a shifted `~` key with `$`, otherwise an intermediate byte: after digits
        // alone it ends the sequence.
        while i < codes.count, (0x20...0x3F).contains(codes[i]),
            !(codes[i] == 0x24 && i > 2 && codes[2..<i].allSatisfy { (0x30...0x39).contains($0) })
        { i += 1 }
        guard i < codes.count else { return nil }
        guard (0x40...0x7E).contains(codes[i]) || codes[i] == 0x24 else {
            return .event(.key(.alt("[")), consumed: 2)  // broken off: no sequence, each input a key
        }
        let parameters = String(decoding: codes[2..<i].map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
        let final = Character(Unicode.Scalar(UInt8(codes[i])))
        if parameters == "200", final == "~" {
            if inputs.count > codes.count { codes = Self.codes(inputs) }
            return paste(codes, from: i + 1, final: isFinal)
        }
        if final == "M" && parameters.isEmpty {  // X10 mouse report: three bytes follow
            guard codes.count >= i + 4 else { return nil }
            let (b, x, y) = (Int(codes[i + 1]) - 32, Int(codes[i + 2]) - 32, Int(codes[i + 3]) - 32)
            return .event(
                MouseEvent.sgr(button: b & 3 == 3 ? 3 : b, x: x, y: y, pressed: b & 3 != 3).map(TerminalEvent.mouse),
                consumed: i + 4)
        }
        if parameters.hasPrefix("<"), final == "M" || final == "m" {
            let fields = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
            guard fields.count == 3, let b = fields[0], let x = fields[1], let y = fields[2] else {
                return .event(nil, consumed: i + 1)
            }
            return .event(
                MouseEvent.sgr(button: b, x: x, y: y, pressed: final == "M").map(TerminalEvent.mouse), consumed: i + 1)
        }
        return .event(csi(parameters, final).map(TerminalEvent.key), consumed: i + 1)
    }

    /// Character codes, a key code standing as `notACharacter` (no parameter, no final byte, no text).
    private static func codes(_ inputs: ArraySlice<Input>) -> [UInt32] {
        inputs.map { input in
            if case .character(let c) = input { c } else { notACharacter }
        }
    }
    private static let notACharacter: UInt32 = 0xFFFF_FFFF

    /// `ESC [ params final`: the first parameter names a `~` key (VT220; rxvt's `^ $ @` are
    /// the same keys with modifiers); a second one (`1;5`) is a modifier, ignored.
    private static func csi(_ parameters: String, _ final: Character) -> Key? {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        if parameters.contains(where: { !$0.isNumber && $0 != ";" }) { return nil }  // private (`?`, `<`, `>`)
        if let key = cursorKey(final) { return key }
        switch final {
        case "Z": return .backTab
        case "~", "^", "$", "@":
            guard let n = numbers.first ?? nil else { return nil }
            switch n {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            case 5: return .pageUp
            case 6: return .pageDown
            case 11...15: return .function(n - 10)
            case 17...21: return .function(n - 11)
            case 23, 24: return .function(n - 12)
            default: return nil
            }
        default: return nil
        }
    }

    /// The final letters CSI and SS3 sequences share: the arrows (lower case: with Shift, in
    /// rxvt), Home, End and F1–F4.
    private static func cursorKey(_ final: Character) -> Key? {
        switch final {
        case "A", "a": return .up
        case "B", "b": return .down
        case "C", "c": return .right
        case "D", "d": return .left
        case "H": return .home
        case "F": return .end
        case "P", "Q", "R", "S": return .function(Int(final.asciiValue! - Character("P").asciiValue!) + 1)
        default: return nil
        }
    }

    /// `ESC O x`: the cursor keys in application mode, F1–F4, the keypad's Enter and digits.
    private static func ss3(_ code: UInt32) -> Key? {
        let final = Character(Unicode.Scalar(UInt8(truncatingIfNeeded: code)))
        if let key = cursorKey(final) { return key }
        switch final {
        case "M": return .enter
        case "j": return .character("*")
        case "k": return .character("+")
        case "l": return .character(",")
        case "m": return .character("-")
        case "n": return .character(".")
        case "o": return .character("/")
        case "p"..."y": return .character(Character(Unicode.Scalar(UInt8(code) - 0x70 + 0x30)))
        default: return nil
        }
    }

    /// The text of a bracketed paste that starts at `start`, up to `ESC [ 201 ~`; nil until
    /// that end has arrived, unless `final` (then all that came is the paste). Carriage
    /// returns become newlines; control characters but tab and newline are dropped (a paste
    /// is text, never keys).
    private static func paste(_ codes: [UInt32], from start: Int, final: Bool) -> Result? {
        let end: [UInt32] = [27, 0x5B, 0x32, 0x30, 0x31, 0x7E]
        var i = start
        while i + end.count <= codes.count {
            if codes[i] == 27, Array(codes[i..<i + end.count]) == end { break }
            i += 1
        }
        let found = i + end.count <= codes.count
        guard found || final else { return nil }
        if !found { i = codes.count }
        var text = ""
        var previous: UInt32 = 0
        for code in codes[start..<i] {
            defer { previous = code }
            if code == 10 && previous == 13 { continue }  // CR LF is one line break
            if code == 13 || code == 10 { text.append("\n"); continue }
            if code == 9 { text.append("\t"); continue }
            guard code >= 32, code != 127, let scalar = Unicode.Scalar(code) else { continue }
            text.unicodeScalars.append(scalar)
        }
        return .event(.paste(text), consumed: found ? i + end.count : i)
    }

    // MARK: Single inputs

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
