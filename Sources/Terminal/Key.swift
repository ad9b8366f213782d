/// A key event, named as the script language (docs/replay.md) and the footer hints name it.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case up, down, left, right
    case enter, escape, tab, backTab, backspace, delete
    case pageUp, pageDown, home, end
    case function(Int)
    case ctrl(Character)
    case alt(Character)
    case character(Character)

    public static let space = Key.character(" ")

    private static let named: [(String, Key)] = [
        ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right),
        ("Enter", .enter), ("Escape", .escape), ("Tab", .tab), ("BackTab", .backTab),
        ("Backspace", .backspace), ("Delete", .delete), ("Space", .space),
        ("PageUp", .pageUp), ("PageDown", .pageDown), ("Home", .home), ("End", .end),
    ]

    /// Parses a script key name: `Down`, `F5`, `Ctrl-C`, `Alt-x`, or one printable character.
    public init?(name: String) {
        if let k = Self.named.first(where: { $0.0 == name })?.1 { self = k; return }
        if name.count == 1, let c = name.first, DisplayWidth.of(c) > 0, c != " " {
            self = .character(c); return
        }
        if name.hasPrefix("F"), name.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
            let n = Int(name.dropFirst()), (1...12).contains(n),
            name.dropFirst().first != "0"
        {
            self = .function(n); return
        }
        if name.hasPrefix("Ctrl-"), name.count == 6, let c = name.last, c.isASCII, c.isUppercase {
            self = .ctrl(c); return
        }
        if name.hasPrefix("Alt-"), name.count == 5, let c = name.last, DisplayWidth.of(c) > 0, c != " " {
            self = .alt(c); return
        }
        return nil
    }

    /// The script name of this key; `Key(name: key.name) == key`.
    public var name: String {
        if let n = Self.named.first(where: { $0.1 == self })?.0 { return n }
        switch self {
        case .function(let n): return "F\(n)"
        case .ctrl(let c): return "Ctrl-\(c)"
        case .alt(let c): return "Alt-\(c)"
        case .character(let c): return String(c)
        default: return "?"
        }
    }

    public var description: String { name }

    /// The character a text field inserts for this key, if any.
    public var printable: Character? {
        if case .character(let c) = self { return c }
        return nil
    }
}
