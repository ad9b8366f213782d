import Testing
@testable import Terminal

/// WCAG AA for both palettes, computed from the colours themselves: every text colour pair
/// reaches 4.5:1 and every non-text indicator 3:1 against the background.
///
/// A palette's colour index becomes RGB as xterm draws it (`RGB(xterm:)`: xterm's default
/// sixteen, the 6×6×6 cube, the grey ramp), and contrast is WCAG 2's (`RGB.contrast(with:)`).
/// `.default` is the terminal's own colour: the light palette never uses it; the dark
/// palette draws on it, checked on two dark terminals — #d0d0d0 on #1e1e1e (as termshot
/// draws a dark terminal) and xterm's #e5e5e5 on black.
@Suite struct PaletteContrastTests {
    /// A terminal's own foreground and background, which `.default` stands for.
    struct Terminal { let foreground: RGB; let background: RGB; let name: String }

    static let darkTerminals = [
        Terminal(
            foreground: RGB(red: 0xd0, green: 0xd0, blue: 0xd0), background: RGB(red: 0x1e, green: 0x1e, blue: 0x1e),
            name: "#d0d0d0 on #1e1e1e"),
        Terminal(
            foreground: RGB(red: 0xe5, green: 0xe5, blue: 0xe5), background: RGB(red: 0, green: 0, blue: 0),
            name: "#e5e5e5 on black"),
    ]
    /// The light palette names every colour; a white terminal stands for `.default` all the same.
    static let lightTerminal = Terminal(
        foreground: RGB(red: 0, green: 0, blue: 0), background: RGB(red: 0xff, green: 0xff, blue: 0xff),
        name: "black on white")

    /// The RGB of `color` drawn as a foreground (`asBackground` false) or background on `terminal`.
    static func rgb(_ color: CellColor, asBackground: Bool, on terminal: Terminal) -> RGB {
        if color == .default { return asBackground ? terminal.background : terminal.foreground }
        return RGB(xterm: Int(color.index))
    }

    /// One pair to check: what is drawn, on what, and the role names for the message.
    struct Pair {
        let name: String
        let foreground: KeyPath<Palette, CellColor>
        let background: KeyPath<Palette, CellColor>
        /// True when the foreground colour shows as a background would (the warning banner
        /// is reverse video: the terminal's background colour becomes its text).
        var foregroundIsBackground = false
    }

    /// Text: body, secondary, tinted and status text on the window; bar text; text on the
    /// selection and on fills (badges, swipe actions); the diagnostics banner.
    static var textPairs: [Pair] {
        [
            Pair(name: "label on background", foreground: \.label, background: \.background),
            Pair(name: "secondaryLabel on background", foreground: \.secondaryLabel, background: \.background),
            Pair(
                name: "tint on background (buttons, links, ✓, a focused button reversed)", foreground: \.tint,
                background: \.background),
            Pair(name: "destructive on background", foreground: \.destructive, background: \.background),
            Pair(name: "success on background", foreground: \.success, background: \.background),
            Pair(name: "warning on background", foreground: \.warning, background: \.background),
            Pair(name: "barLabel on barBackground", foreground: \.barLabel, background: \.barBackground),
            Pair(
                name: "tint on barBackground (bar items, the selected tab)", foreground: \.tint,
                background: \.barBackground),
            Pair(
                name: "secondaryLabel on barBackground (the prompt)", foreground: \.secondaryLabel,
                background: \.barBackground),
            Pair(name: "fillLabel on selection", foreground: \.fillLabel, background: \.selection),
            Pair(
                name: "fillLabel on destructive (the VOID badge, a destructive swipe)", foreground: \.fillLabel,
                background: \.destructive),
            Pair(name: "fillLabel on tint (a swipe action)", foreground: \.fillLabel, background: \.tint),
            Pair(name: "fillLabel on success", foreground: \.fillLabel, background: \.success),
            Pair(
                name: "background on warning (the diagnostics banner)", foreground: \.background, background: \.warning,
                foregroundIsBackground: true),
        ]
    }

    /// Indicators: borders and dividers, the selected row, the badge and the banner as shapes.
    static var indicatorPairs: [Pair] {
        [
            Pair(name: "separator against background", foreground: \.separator, background: \.background),
            Pair(name: "selection against background", foreground: \.selection, background: \.background),
            Pair(name: "destructive fill against background", foreground: \.destructive, background: \.background),
            Pair(name: "warning fill against background", foreground: \.warning, background: \.background),
        ]
    }

    static let schemes: [(name: String, palette: Palette, terminals: [Terminal])] = [
        ("dark", .dark, darkTerminals), ("light", .light, [lightTerminal]),
    ]

    static func ratio(_ pair: Pair, in palette: Palette, on terminal: Terminal) -> Double {
        rgb(palette[keyPath: pair.foreground], asBackground: pair.foregroundIsBackground, on: terminal)
            .contrast(with: rgb(palette[keyPath: pair.background], asBackground: true, on: terminal))
    }

    @Test func everyTextPairReachesFourAndAHalfToOne() {
        for scheme in Self.schemes {
            for terminal in scheme.terminals {
                for pair in Self.textPairs {
                    let r = Self.ratio(pair, in: scheme.palette, on: terminal)
                    #expect(r >= 4.5, "\(scheme.name), \(pair.name) on \(terminal.name): \(r)")
                }
            }
        }
    }

    @Test func everyIndicatorReachesThreeToOne() {
        for scheme in Self.schemes {
            for terminal in scheme.terminals {
                for pair in Self.indicatorPairs {
                    let r = Self.ratio(pair, in: scheme.palette, on: terminal)
                    #expect(r >= 3, "\(scheme.name), \(pair.name) on \(terminal.name): \(r)")
                }
            }
        }
    }

    /// A colour added to the palette must be added to a pair here (or named as exempt).
    @Test func everyPaletteColourIsChecked() {
        let checked = Set((Self.textPairs + Self.indicatorPairs).flatMap { [$0.foreground, $0.background] })
        let exempt: Set<KeyPath<Palette, CellColor>> = [\.dimmedBackground]
        let all = Set(Mirror(reflecting: Palette.dark).children.compactMap(\.label))
        let named: [String: KeyPath<Palette, CellColor>] = [
            "background": \.background, "label": \.label, "secondaryLabel": \.secondaryLabel, "tint": \.tint,
            "destructive": \.destructive, "success": \.success, "warning": \.warning, "barBackground": \.barBackground,
            "barLabel": \.barLabel, "separator": \.separator, "selection": \.selection, "fillLabel": \.fillLabel,
            "dimmedBackground": \.dimmedBackground,
        ]
        #expect(Set(named.keys) == all, "a new palette colour needs a key path here")
        for (name, path) in named {
            #expect(checked.contains(path) || exempt.contains(path), "\(name) is in no contrast pair")
        }
    }

    @Test func theMappingIsXterms() {
        let t = Self.darkTerminals[0]
        #expect(Self.rgb(CellColor(index: 16), asBackground: false, on: t) == RGB(red: 0, green: 0, blue: 0))
        #expect(Self.rgb(CellColor(index: 68), asBackground: false, on: t) == RGB(red: 95, green: 135, blue: 215))
        #expect(Self.rgb(CellColor(index: 231), asBackground: false, on: t) == RGB(red: 255, green: 255, blue: 255))
        #expect(Self.rgb(CellColor(index: 244), asBackground: false, on: t) == RGB(red: 128, green: 128, blue: 128))
        #expect(Self.rgb(.brightCyan, asBackground: false, on: t) == RGB(red: 0, green: 255, blue: 255))
        #expect(Self.rgb(.default, asBackground: true, on: t) == RGB(red: 0x1e, green: 0x1e, blue: 0x1e))
        #expect(abs(RGB(red: 0, green: 0, blue: 0).contrast(with: RGB(red: 255, green: 255, blue: 255)) - 21) < 0.001)
        #expect(
            abs(RGB(red: 0x76, green: 0x76, blue: 0x76).contrast(with: RGB(red: 255, green: 255, blue: 255)) - 4.54)
                < 0.01,
            "WCAG's own example grey")
    }
}
