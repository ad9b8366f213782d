import Imperative
import Replay
import Rules
import Terminal
import TestSupport

/// Makes a soak session's steps from a seed: every key of the app but the quitting ones,
/// typed and pasted text (wide characters, emoji with modifiers and joiners, flags,
/// combining marks, long strings), mouse clicks and wheel turns anywhere on the terminal,
/// trait changes, resizes from 1x1 to 250x80, and walks through the lessons (open one, Run,
/// Fix, Run, Escape).
///
/// The one rule: the same seed and the same answers to `isEditingText` give the same
/// steps; the steps, not the seed, are what a failure reports and replays.
public struct SoakGenerator {
    public var rng: SeededGenerator
    /// The longest text one step types while a text field has focus (10,000 in `make soak`).
    public var longestText: Int
    private var queued: [ScriptCommand] = []
    /// The terminal's size now, where mouse events land.
    private var size = Size(width: 80, height: 24)

    public init(seed: UInt64, longestText: Int = 10_000) {
        rng = SeededGenerator(state: seed)
        self.longestText = longestText
    }

    /// Ledger sizes a session starts with (`--invoices`); `make soak` adds 10,000,000.
    public static let ledgerSizes = [0, 1, 2, 1000]

    /// A session's opening: options and size; the steps come from `next`.
    public mutating func session(ledgerSizes: [Int] = ledgerSizes) -> SoakSession {
        var arguments = ["--invoices", String(ledgerSizes.randomElement(using: &rng)!)]
        if Int.random(in: 0..<3, using: &rng) == 0 {
            arguments += ["--tab", ["Ledger", "Account", "Lessons"].randomElement(using: &rng)!]
        }
        size = usableSize()
        return SoakSession(arguments: arguments, size: size)
    }

    // MARK: Steps

    /// Keys that move around: most steps are one of these.
    static let navigation: [Key] = [
        .up, .down, .up, .down, .enter, .escape, .tab, .backTab, .left, .right,
        .pageUp, .pageDown, .home, .end, .space, .character("1"), .character("2"),
        .character("3"),
    ]
    /// Letters screens and lessons bind (toolbar items, lesson demonstrations).
    static let bound: [Key] = "nvsdarfextpolbcgmuwy?".map { .character($0) }
    /// Every other key: printable ASCII but `q`, F1–F12, Ctrl- and Alt- keys but Ctrl-C,
    /// Backspace, Delete and a few characters beyond ASCII.
    static let others: [Key] = {
        var keys: [Key] = (0x21...0x7E).map { Key.character(Character(Unicode.Scalar($0)!)) }.filter {
            $0 != .character("q")
        }
        keys += (1...12).map(Key.function)
        keys += "ABDEFGHIJKLMNOPQRSTUVWXYZ".map(Key.ctrl)
        keys += "axq1[".map(Key.alt)
        keys += [.backspace, .delete, .character("日"), .character("é"), .character("😀"), .character("👍🏽")]
        return keys
    }()

    /// Pieces of typed text.
    static let pieces: [String] = [
        "Paid by wire", "a", " ", "Ünïcödé", "日本語テキスト", "👍🏽👍🏿",
        "👨‍👩‍👧‍👦", "🇯🇵🇫🇷",
        "e\u{301}a\u{308}", "ｆｕｌｌｗｉｄｔｈ", "Ω≈ç√∫", "😀😃", "x\n", "\t", "#\"\\",
        "مرحبا", "שלום", "Z\u{336}a\u{335}l\u{334}g\u{337}o",
    ]

    /// The next step; `isEditingText` tells whether a text field of the app has focus now.
    public mutating func next(isEditingText: Bool) -> ScriptCommand {
        if !queued.isEmpty { return queued.removeFirst() }
        let roll = Int.random(in: 0..<1000, using: &rng)
        switch roll {
        case 0..<480: return .press([Self.navigation.randomElement(using: &rng)!])
        case 480..<680: return .press([Self.bound.randomElement(using: &rng)!])
        case 680..<830: return .press([Self.others.randomElement(using: &rng)!])
        case 830..<870: return .type(text(isEditingText: isEditingText))
        case 870..<890: return .paste(text(isEditingText: isEditingText))
        case 890..<920:
            size = Int.random(in: 0..<3, using: &rng) == 0 ? anySize() : usableSize()
            return .resize(size)
        case 920..<955:
            let trait = ScriptCommand.settableTraits.randomElement(using: &rng)!
            return .trait(name: trait.key, value: trait.value.randomElement(using: &rng)!)
        case 955..<975:
            let point = Point(
                x: Int.random(in: 0..<size.width, using: &rng), y: Int.random(in: 0..<size.height, using: &rng))
            return .mouse(MouseEvent(MouseEvent.Action.allCases.randomElement(using: &rng)!, at: point))
        default:
            queued = lessonWalk()
            return queued.removeFirst()
        }
    }

    /// Opens a random lesson, runs and fixes it in some order, pokes its stage, and leaves.
    private mutating func lessonWalk() -> [ScriptCommand] {
        var keys: [Key] = [.character("3")]
        keys += Array(repeating: .down, count: Int.random(in: 0...Rule.allCases.count, using: &rng))
        keys.append(.enter)
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            keys.append(
                [
                    .character("r"), .character("f"), .character("r"), .down, .enter, .tab, .character("o"),
                    .character("t"), .escape,
                ].randomElement(using: &rng)!)
        }
        keys += Array(repeating: .escape, count: Int.random(in: 1...3, using: &rng))
        return keys.map { .press([$0]) }
    }

    /// Text to type: short pieces, or (while a text field has focus) sometimes a long string.
    /// Never a `q`: a Tab or Enter in the text may leave the field, and then `q` quits.
    private mutating func text(isEditingText: Bool) -> String {
        var text = ""
        let long = isEditingText && Int.random(in: 0..<20, using: &rng) == 0
        let length =
            long ? Int.random(in: 100...max(100, longestText), using: &rng) : Int.random(in: 1...30, using: &rng)
        while text.count < length { text += Self.pieces.randomElement(using: &rng)! }
        text = String(text.prefix(length))
        return text.replacingOccurrences(of: "q", with: "Q")
    }

    /// A size the app draws in (its minimum 40x12 and up).
    private mutating func usableSize() -> Size {
        Size(width: Int.random(in: 40...200, using: &rng), height: Int.random(in: 12...60, using: &rng))
    }

    /// Any size from 1x1 to 250x80, small ones (below the app's minimum) often.
    private mutating func anySize() -> Size {
        Int.random(in: 0..<2, using: &rng) == 0
            ? Size(width: Int.random(in: 1...45, using: &rng), height: Int.random(in: 1...14, using: &rng))
            : Size(width: Int.random(in: 1...250, using: &rng), height: Int.random(in: 1...80, using: &rng))
    }
}
