/// A terminal colour: the terminal's default, or one of the 256 indexed colours.
/// The first sixteen have names; `NO_COLOR` drops colours but keeps attributes.
public struct CellColor: Hashable, Sendable {
    /// -1 for the terminal default, else 0...255.
    public let index: Int16

    public init(index: Int) { self.index = Int16(max(-1, min(255, index))) }

    public static let `default` = CellColor(index: -1)
    public static let black = CellColor(index: 0)
    public static let red = CellColor(index: 1)
    public static let green = CellColor(index: 2)
    public static let yellow = CellColor(index: 3)
    public static let blue = CellColor(index: 4)
    public static let magenta = CellColor(index: 5)
    public static let cyan = CellColor(index: 6)
    public static let white = CellColor(index: 7)
    public static let brightBlack = CellColor(index: 8)
    public static let brightRed = CellColor(index: 9)
    public static let brightGreen = CellColor(index: 10)
    public static let brightYellow = CellColor(index: 11)
    public static let brightBlue = CellColor(index: 12)
    public static let brightMagenta = CellColor(index: 13)
    public static let brightCyan = CellColor(index: 14)
    public static let brightWhite = CellColor(index: 15)

    static let names = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow",
        "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
    ]

    /// A readable name for golden attribute layers: `default`, `red`, `c123`.
    public var name: String {
        if index < 0 { return "default" }
        if index < 16 { return Self.names[Int(index)] }
        return "c\(index)"
    }
}
