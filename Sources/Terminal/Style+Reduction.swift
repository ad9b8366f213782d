extension Style {
    /// The style as a terminal of `depth` can show it. The one rule: every colour becomes one
    /// the terminal has, and text that read before still reads. At 256 colours the style is
    /// unchanged; without colours it is `withoutColor`; at 8 or 16 colours the background
    /// becomes its nearest colour (`ColorReduction`), then the foreground the nearest that
    /// reads on that background and differs from it where it differed before. The default
    /// colour stays the default (unless it would vanish on a background turned light under
    /// it), attributes stay (a highlight is drawn as its colours).
    /// Two table look-ups: it runs for every cell the terminal is sent.
    public func reduced(to depth: ColorDepth) -> Style {
        switch depth {
        case .full: self
        case .none: withoutColor
        case .eight: ColorReduction.eight.reduce(self)
        case .sixteen: ColorReduction.sixteen.reduce(self)
        }
    }
}

/// How the 256 colours map to a terminal's 8 or 16, built once per depth on first use.
///
/// The one rule: a colour becomes the nearest (`RGB.distance`) of the same kind — a grey
/// stays a grey (black, white and their bright forms), a colour stays a colour, since a grey
/// turned red or blue would take on a meaning it never had — unless the table below names a
/// deliberate choice. A foreground then has to read on its mapped background: its contrast
/// must reach 3:1 (or the original pair's ratio, if that was lower), and it must differ from
/// the background where it differed before. If the nearest fails, the foreground becomes its
/// named stand-in, else — for a grey — black or white, whichever reads best, or — for a
/// colour — the nearest colour that reads; failing all of these, whatever reads best. The
/// default colour stays the default, as text too, unless a background turned light under it
/// (the dark bar becomes white): then the text turns black rather than vanish.
///
/// Contrast is reckoned as xterm draws its colours; the terminal's default colours count as a
/// dark terminal shows them (#e5e5e5 text on black), as only the dark palette draws on them.
struct ColorReduction: Sendable {
    /// Each colour's background, at `index + 1` (slot 0 is the default, which stays).
    let backgrounds: [Int8]
    /// Each pair's foreground, at `(foreground + 1) * 257 + background + 1`.
    let foregrounds: [Int8]

    /// Eight colours (no bright ones). The light window, 255, is white (7) here.
    static let eight = ColorReduction(
        count: 8,
        overrides: [
            // The dark bar (#303030). Its nearest grey is black, the dark window itself, so the
            // bar would vanish; white with black text (16.7:1) is the bar in reverse video, as
            // nano draws its title and status bars. A grey, not blue: blue is the light
            // scheme's tint and selection, and the bar is chrome, not an accent.
            236: 7,
            // The light bar (#dadada). Its nearest is white, the light window at eight colours;
            // black with white text (16.7:1) is the same reverse video on a light terminal.
            253: 0,
        ],
        standIns: [
            // Light success (#005f00) as text. No green reads on a white window (xterm's green
            // is 1.7:1 on #e5e5e5) and the nearest that reads is black, the body text; magenta
            // (3.7:1) is the one readable hue no other role takes (red is destructive, blue the
            // tint), so success stays set apart. As a fill (the badge) it stays green.
            22: 5
        ])

    /// Sixteen colours: the eight and their bright forms.
    static let sixteen = ColorReduction(
        count: 16,
        overrides: [
            // The light window (#eeeeee). Its nearest is white (#e5e5e5); bright white is the
            // paper, gives text the most contrast, and keeps the light bar (253) and the dimmed
            // background (250), which both map to white, apart from the window.
            255: 15,
            // The dark bar, as at eight colours. The nearest grey not the window, bright black
            // (#7f7f7f), holds the bar's white text at only 4.0:1.
            236: 7,
            // The dark selection (#5f87d7). Its nearest, bright blue (#5c5cff), holds the row's
            // black text at 4.4:1; cyan, the eight-colour choice, holds it at 10.6:1.
            68: 6,
            // The light tint and selection (#005faf). Its nearest, bright blue, holds the row's
            // white text at 4.7:1 on xterm and less where themes lighten their bright colours;
            // blue holds it at 9.4:1, and reads at 9.4:1 as tint text on the window.
            25: 4,
        ],
        standIns: [
            // Light success as text, as at eight colours: no green reads on white (2.2:1);
            // magenta reads at 4.7:1.
            22: 5,
            // Dark tint (bright cyan) on the white bar, the selected tab: it does not read
            // (1.0:1), and the nearest colour that does, bright blue, reads at only 3.8:1; blue
            // reads at 7.5:1, as the tint does on the bar at eight colours.
            14: 4,
        ])

    /// `style` with both colours mapped: two array look-ups.
    func reduce(_ style: Style) -> Style {
        let f = Int(style.foreground.index) + 1, b = Int(style.background.index) + 1
        var reduced = style
        reduced.foreground = CellColor(index: Int(foregrounds[f * 257 + b]))
        reduced.background = CellColor(index: Int(backgrounds[b]))
        return reduced
    }

    /// Builds the tables for a terminal of `count` colours: `overrides` replace a colour's
    /// nearest (as text and as a background), `standIns` name what a colour becomes as text
    /// where its mapped colour does not read.
    init(count: Int, overrides: [Int: Int], standIns: [Int: Int]) {
        let candidates = Array(RGB.xterm16.prefix(count))
        let candidateLuminance = candidates.map(\.luminance)
        let sources = (0..<256).map { RGB(xterm: $0) }
        let nearest = sources.indices.map { i in
            overrides[i] ?? candidates.indices
                .filter { candidates[$0].isGrey == sources[i].isGrey }
                .min { sources[i].distance(to: candidates[$0]) < sources[i].distance(to: candidates[$1]) }!
        }
        backgrounds = [-1] + nearest.map { Int8($0) }

        // Luminances at `index + 1`; the default is #e5e5e5 as text and black behind it.
        let black = RGB.xterm16[0], defaultText = RGB.xterm16[7]
        let textLuminance = [defaultText.luminance] + sources.map(\.luminance)
        let backgroundLuminance = [black.luminance] + sources.map(\.luminance)

        /// The foreground for `f` (-1...255) drawn on `mapped` (-1...count-1), where it must
        /// reach `need`.
        func foreground(_ f: Int, on mapped: Int, need: Double) -> Int {
            let behind = mapped < 0 ? black.luminance : candidateLuminance[mapped]
            func contrast(_ k: Int) -> Double {
                RGB.contrast(luminance: k < 0 ? textLuminance[0] : candidateLuminance[k], behind)
            }
            func reads(_ k: Int) -> Bool { k != mapped && contrast(k) >= need }
            let first = f < 0 ? -1 : nearest[f]
            if reads(first) { return first }
            if let standIn = standIns[f], reads(standIn) { return standIn }
            let source = f < 0 ? defaultText : sources[f]
            let sameKind = candidates.indices.filter { candidates[$0].isGrey == source.isGrey && reads($0) }
            let best =
                source.isGrey
                ? sameKind.max { contrast($0) < contrast($1) }
                : sameKind.min { source.distance(to: candidates[$0]) < source.distance(to: candidates[$1]) }
            return best ?? candidates.indices.filter { $0 != mapped }.max { contrast($0) < contrast($1) }!
        }

        // Most pairs read at 3:1 or more, so their foreground depends only on the colour and
        // its mapped background: worked out once per such pair of the two (`Int8.min`: not yet).
        var atThreeToOne = [Int8](repeating: .min, count: 257 * 17)
        var foregrounds = [Int8](repeating: -1, count: 257 * 257)
        for f in -1..<256 {
            for b in -1..<256 {
                let mapped = Int(backgrounds[b + 1])
                let need = min(3, RGB.contrast(luminance: textLuminance[f + 1], backgroundLuminance[b + 1]))
                let chosen: Int8
                if f == b {
                    chosen = Int8(mapped)
                } else if need == 3 {
                    let key = (f + 1) * 17 + mapped + 1
                    if atThreeToOne[key] == .min { atThreeToOne[key] = Int8(foreground(f, on: mapped, need: 3)) }
                    chosen = atThreeToOne[key]
                } else {
                    chosen = Int8(foreground(f, on: mapped, need: need))
                }
                foregrounds[(f + 1) * 257 + b + 1] = chosen
            }
        }
        self.foregrounds = foregrounds
    }
}
