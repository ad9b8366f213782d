import Rules
import Imperative
import Terminal

/// A parsed `.replay` file (docs/replay.md): its commands in order, one per non-blank line.
///
/// The one rule: a `Script` is only ever made by `ScriptParser`, so every value in it
/// is already valid — a runner never re-checks key names, sizes or trait values.
public struct Script: Sendable, Equatable {
    /// The path the script was read from, as given to the parser; errors and
    /// failed expectations are reported against it.
    public var path: String
    /// The commands, in file order; comments and blank lines are dropped.
    public var lines: [ScriptLine]

    public init(path: String, lines: [ScriptLine]) {
        self.path = path
        self.lines = lines
    }

    /// The terminal size set by the script's `size` line, if it has one
    /// (the parser allows at most one, before the first key).
    public var size: Size? {
        for line in lines { if case .size(let size) = line.command { return size } }
        return nil
    }

    /// The app options of every `args` line, in order (the parser keeps them before the first key).
    public var arguments: [String] {
        lines.flatMap { line -> [String] in
            if case .args(let words) = line.command { return words }
            return []
        }
    }
}

/// One command of a script with where it came from.
public struct ScriptLine: Sendable, Equatable {
    /// The 1-based line number in the file.
    public var number: Int
    /// The line exactly as written (without its line break), for `--frames` and messages.
    public var text: String
    /// What the line asks for.
    public var command: ScriptCommand

    public init(number: Int, text: String, command: ScriptCommand) {
        self.number = number
        self.text = text
        self.command = command
    }
}

/// One command of the script language (docs/replay.md).
///
/// `description` writes the command back as a script line that parses to the same
/// command, so `seam record` can write scripts with it.
public enum ScriptCommand: Sendable, Equatable, CustomStringConvertible {
    /// `size 80x24`: the terminal size to start with.
    case size(Size)
    /// `args --invoices 100000`: app options, one word each.
    case args([String])
    /// `press Down Down Enter`, `press PageDown x20`: keys in order, repeats expanded.
    case press([Key])
    /// `type "Paid by wire"`: each character as a key (see `keys`).
    case type(String)
    /// `paste "text"`: text pasted as a whole (bracketed paste) into the focused field.
    case paste(String)
    /// `click 12 3`, `scroll up 40 10`, `scroll down 40 10`: a mouse event at a cell.
    case mouse(MouseEvent)
    /// `resize 120x40`: the terminal changes size.
    case resize(Size)
    /// `trait colorScheme light`: a system trait changes, as a device setting would
    /// (one of `settableTraits`).
    case trait(name: TraitName, value: String)
    /// `expect title "Invoice #00003"`.
    case expectTitle(String)
    /// `expect depth 2`: depth of the visible navigation stack (at least 1).
    case expectDepth(Int)
    /// `expect kind hosted`: `imperative` or `hosted`.
    case expectKind(ControllerKind)
    /// `expect tab Ledger`.
    case expectTab(String)
    /// `expect presented sheet`: `sheet`, `popover`, `fullScreen`, `custom` (an alert) or `none`.
    case expectPresented(String)
    /// `expect screen contains "Void invoice"`.
    case expectScreenContains(String)
    /// `expect screen lacks "Export"`.
    case expectScreenLacks(String)
    /// `expect env dynamicTypeSize xLarge`: a value seen by the top hosted view (a settable
    /// trait, one of `derivedEnvironment`, or `locale` with any value).
    case expectEnv(key: String, value: String)
    /// `expect diagnostic dismiss-on-pushed-host`: a rule id of docs/rules.md.
    case expectDiagnostic(Rule)
    /// `expect no diagnostics`.
    case expectNoDiagnostics
    /// `snapshot invoice-detail`: compare the frame with a golden file.
    case snapshot(String)
    /// `transcript push-detail`: compare the event transcript so far with a golden file.
    case transcript(String)

    /// The keys this command sends: those of `press`, or one per character of `type`
    /// (a newline types Enter, a tab Tab, a space Space). Empty for every other command.
    public var keys: [Key] {
        switch self {
        case .press(let keys): return keys
        case .type(let text): return text.compactMap(Self.key(typing:))
        default: return []
        }
    }

    /// The key that types `character`, or nil when no key does (a control character).
    static func key(typing character: Character) -> Key? {
        switch character {
        case "\n": return .enter
        case "\t": return .tab
        case " ": return .space
        default: return Key(name: String(character))
        }
    }

    /// The command as a script line; parsing it gives this command back.
    public var description: String {
        switch self {
        case .size(let size): return "size \(size)"
        case .args(let words): return (["args"] + words.map(Self.word)).joined(separator: " ")
        case .press(let keys): return "press " + Self.runs(of: keys)
        case .type(let text): return "type \(Self.quoted(text))"
        case .paste(let text): return "paste \(Self.quoted(text))"
        case .mouse(let mouse): return mouse.description
        case .resize(let size): return "resize \(size)"
        case .trait(let name, let value): return "trait \(name.rawValue) \(value)"
        case .expectTitle(let title): return "expect title \(Self.quoted(title))"
        case .expectDepth(let depth): return "expect depth \(depth)"
        case .expectKind(let kind): return "expect kind \(kind.rawValue)"
        case .expectTab(let tab): return "expect tab \(Self.word(tab))"
        case .expectPresented(let style): return "expect presented \(style)"
        case .expectScreenContains(let text): return "expect screen contains \(Self.quoted(text))"
        case .expectScreenLacks(let text): return "expect screen lacks \(Self.quoted(text))"
        case .expectEnv(let key, let value): return "expect env \(key) \(Self.word(value))"
        case .expectDiagnostic(let rule): return "expect diagnostic \(rule.id)"
        case .expectNoDiagnostics: return "expect no diagnostics"
        case .snapshot(let name): return "snapshot \(name)"
        case .transcript(let name): return "transcript \(name)"
        }
    }

    /// Key names with runs of one key written once with a repeat: `Down x3 Enter`.
    private static func runs(of keys: [Key]) -> String {
        var parts: [String] = []
        var index = 0
        while index < keys.count {
            var end = index + 1
            while end < keys.count && keys[end] == keys[index] { end += 1 }
            let name = word(keys[index].name)
            parts.append(end - index == 1 ? name : "\(name) x\(end - index)")
            index = end
        }
        return parts.joined(separator: " ")
    }

    /// `text` as one script word: bare when the lexer would read it back unchanged, else quoted.
    private static func word(_ text: String) -> String {
        let special: Set<Character> = [" ", "\t", "\n", "#", "\"", "\\"]
        return text.isEmpty || text.contains(where: special.contains) ? quoted(text) : text
    }

    /// `text` in double quotes with the script language's three escapes.
    private static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}

extension ScriptCommand {
    /// Traits a script sets (docs/replay.md, Traits), with their values.
    public static let settableTraits: KeyValuePairs<TraitName, [String]> = [
        .colorScheme: ["light", "dark"],
        .dynamicTypeSize: ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge"]
            + (1...5).map { "accessibility\($0)" },
        .layoutDirection: ["leftToRight", "rightToLeft"],
        .legibilityWeight: ["regular", "bold"],
        .accessibilityReduceMotion: ["on", "off"],
    ]

    /// Environment values that follow from the terminal or the stack; `expect env` reads them too.
    static let derivedEnvironment: KeyValuePairs<String, [String]> = [
        TraitName.horizontalSizeClass.rawValue: ["compact", "regular"],
        TraitName.verticalSizeClass.rawValue: ["compact", "regular"],
        "navigator": ["bound", "unbound"],
    ]
}
