/// How a cell is drawn: colours and attributes. Equal styles draw identically.
public struct Style: Hashable, Sendable {
    /// Text attributes a terminal can show.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let reverse = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        /// A cell set apart by its colours alone (the selected row): drawn as its colours
        /// while there are colours, and in reverse video without them (`NO_COLOR`).
        public static let highlight = Attributes(rawValue: 1 << 4)
    }

    public var foreground: CellColor
    public var background: CellColor
    public var attributes: Attributes

    public init(
        foreground: CellColor = .default, background: CellColor = .default,
        attributes: Attributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()

    public func with(foreground: CellColor) -> Style { var s = self; s.foreground = foreground; return s }
    public func with(background: CellColor) -> Style { var s = self; s.background = background; return s }
    public func adding(_ attributes: Attributes) -> Style { var s = self; s.attributes.formUnion(attributes); return s }
    public func removing(_ attributes: Attributes) -> Style {
        var s = self; s.attributes.subtract(attributes); return s
    }

    /// The style with colours dropped and attributes kept, as `NO_COLOR` asks; a highlight
    /// becomes reverse video, so what colours set apart stays set apart.
    public var withoutColor: Style {
        var kept = attributes
        if kept.contains(.highlight) { kept = kept.subtracting(.highlight).union(.reverse) }
        return Style(attributes: kept)
    }

    /// A compact readable code for the attribute layer of golden frames, e.g. `red/default+bold`.
    public var code: String {
        var s = "\(foreground.name)/\(background.name)"
        let names: [(Attributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"), (.underline, "underline"),
            (.highlight, "highlight"),
        ]
        for (a, n) in names where attributes.contains(a) { s += "+" + n }
        return s
    }
}
