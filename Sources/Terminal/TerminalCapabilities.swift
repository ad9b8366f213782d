/// What a terminal can show, read once from its terminfo entry at start: how many colours,
/// which attributes, which attributes it cannot combine with colour (`ncv`), and whether an
/// erase paints the current background (`bce`).
///
/// The one rule: a frame is always drawn for the full palette, and `shown(_:)` is the one
/// place that turns a cell's style into what this terminal shows — the curses backend writes
/// what it returns, and a replay through a terminal emulator expects what it returns, so the
/// two can never disagree about what degraded how.
public struct TerminalCapabilities: Hashable, Sendable {
    public var colorDepth: ColorDepth
    /// The attributes it has among bold, dim, reverse and underline.
    public var attributes: Style.Attributes
    /// Attributes it drops on a cell with a colour (terminfo's `ncv`; the Linux console
    /// cannot underline or dim a coloured cell).
    public var noColorVideo: Style.Attributes
    /// True when erasing characters paints them in the current background colour (`bce`).
    public var erasesWithBackground: Bool

    public init(
        colorDepth: ColorDepth, attributes: Style.Attributes = [.bold, .dim, .reverse, .underline],
        noColorVideo: Style.Attributes = [], erasesWithBackground: Bool = true
    ) {
        self.colorDepth = colorDepth
        self.attributes = attributes
        self.noColorVideo = noColorVideo
        self.erasesWithBackground = erasesWithBackground
    }

    /// A terminal that shows everything a frame holds (xterm-256color).
    public static let full = TerminalCapabilities(colorDepth: .full)

    /// The same terminal with colours turned off, as `NO_COLOR` asks.
    public var withoutColor: TerminalCapabilities {
        var c = self
        c.colorDepth = .none
        c.noColorVideo = []
        return c
    }

    /// The style this terminal shows for `style`: colours reduced to its depth
    /// (`Style.reduced(to:)`; without colours a highlight becomes reverse video), then each
    /// attribute it lacks or cannot show on this cell's colours replaced by one it can show,
    /// so that what an attribute sets apart stays set apart: reverse by underline, then bold;
    /// underline by bold, then reverse. Dim has no stand-in: a terminal without it shows the
    /// text plain. `.highlight` never reaches the terminal: with colours it is the colours.
    public func shown(_ style: Style) -> Style {
        var s = style.reduced(to: colorDepth)
        var wanted = s.attributes.subtracting(.highlight)
        var available = attributes
        if s.foreground != .default || s.background != .default { available.subtract(noColorVideo) }
        if wanted.contains(.reverse) && !available.contains(.reverse) {
            wanted.remove(.reverse)
            wanted.insert(available.contains(.underline) ? .underline : .bold)
        }
        if wanted.contains(.underline) && !available.contains(.underline) {
            wanted.remove(.underline)
            wanted.insert(available.contains(.bold) ? .bold : .reverse)
        }
        s.attributes = wanted.intersection(available)
        return s
    }
}
