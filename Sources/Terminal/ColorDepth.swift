/// How many colours a terminal shows, read once from its terminfo entry (`colors`) at start:
/// a frame is drawn with the 256-colour palette and every colour is mapped down to what the
/// terminal has (`Style.reduced(to:)`), so no terminal is asked for a colour it lacks.
public enum ColorDepth: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// No colours: `NO_COLOR`, or a monochrome terminal (vt100). Attributes only.
    case none = 0
    /// The eight ANSI colours (TERM=xterm, screen, linux, ansi).
    case eight = 8
    /// The eight colours and their bright variants.
    case sixteen = 16
    /// The xterm 256-colour palette (xterm-256color, tmux-256color, screen-256color).
    case full = 256

    /// The depth of a terminal that reports `colors` colours (terminfo's `colors`, -1 or 0
    /// when it has none).
    public init(colors: Int) {
        switch colors {
        case 256...: self = .full
        case 16..<256: self = .sixteen
        case 8..<16: self = .eight
        default: self = .none
        }
    }

    /// The name shown by `seam --version` and the inspector: `256 colours`, `no colours`.
    public var name: String { self == .none ? "no colours" : "\(rawValue) colours" }

    public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }
}
