import Testing
@testable import Terminal

/// What a terminal shows: `TerminalDescription.read` takes a terminal's colours, attributes,
/// `ncv`, keys and mouse from its terminfo entry, and `TerminalCapabilities.shown` turns each
/// style of a frame into one the terminal has, keeping apart what the style set apart.
@Suite struct TerminalCapabilitiesTests {
    /// The terminals checked, as the machine's terminfo describes them.
    static let terms = ["xterm-256color", "xterm", "screen", "tmux-256color", "linux", "vt100", "ansi"]
    static let unknownTerm = "seam-no-such-terminal"

    /// Every entry read once, up front: reading sets ncurses' current terminal for a moment,
    /// which tests running side by side must not do at the same time.
    static let descriptions: [String: TerminalDescription?] = Dictionary(
        uniqueKeysWithValues: (terms + [unknownTerm]).map { ($0, TerminalDescription.read(term: $0)) })

    static func description(_ term: String) throws -> TerminalDescription {
        try #require(descriptions[term] ?? nil, "terminfo has no \(term)")
    }

    static func capabilities(_ term: String) throws -> TerminalCapabilities {
        try description(term).capabilities
    }

    // MARK: Reading terminfo

    @Test func xterm256colorHasEverything() throws {
        let xterm = try Self.description("xterm-256color")
        #expect(xterm.capabilities.colorDepth == .full)
        #expect(xterm.capabilities.attributes == [.bold, .dim, .reverse, .underline])
        #expect(xterm.capabilities.noColorVideo == [])
        #expect(xterm.capabilities == .full)
        #expect(xterm.reportsMouseAsSGR == true)
        #expect(xterm.keySequences[.down] == Array("\u{1B}OB".utf8))
    }

    @Test func xtermAndScreenHaveEightColoursAndTmuxHas256() throws {
        #expect(try Self.capabilities("xterm").colorDepth == .eight)
        #expect(try Self.capabilities("screen").colorDepth == .eight)
        #expect(try Self.capabilities("tmux-256color").colorDepth == .full)
        for term in ["xterm", "screen", "tmux-256color"] {
            #expect(try Self.capabilities(term).attributes == [.bold, .dim, .reverse, .underline], "\(term)")
            #expect(try Self.capabilities(term).noColorVideo == [], "\(term)")
        }
    }

    @Test func theLinuxConsoleCannotUnderlineOrDimAColouredCellAndReportsTheMouseAsX10() throws {
        let linux = try Self.description("linux")
        #expect(linux.capabilities.colorDepth == .eight)
        #expect(linux.capabilities.attributes == [.bold, .dim, .reverse, .underline])
        #expect(linux.capabilities.noColorVideo == [.underline, .dim])
        #expect(linux.reportsMouseAsSGR == false)
        #expect(linux.keySequences[.down] == Array("\u{1B}[B".utf8))
    }

    @Test func aVT100HasNoColoursNoDimAndNoMouse() throws {
        let vt100 = try Self.description("vt100")
        #expect(vt100.capabilities.colorDepth == .none)
        #expect(vt100.capabilities.attributes == [.bold, .reverse, .underline])
        #expect(vt100.reportsMouseAsSGR == nil)
        #expect(vt100.keySequences[.down] == Array("\u{1B}OB".utf8))
    }

    @Test func ansiHasEightColoursAndNoDim() throws {
        let ansi = try Self.capabilities("ansi")
        #expect(ansi.colorDepth == .eight)
        #expect(ansi.attributes == [.bold, .reverse, .underline])
        #expect(ansi.noColorVideo == [.underline], "ncv#3: standout and underline")
    }

    @Test func aTerminalTerminfoDoesNotKnowHasNoDescription() {
        #expect(Self.descriptions[Self.unknownTerm] != nil, "it was looked up")
        #expect(Self.descriptions[Self.unknownTerm]! == nil)
    }

    // MARK: shown

    @Test func at256ColoursAStyleIsShownAsItIsButForTheHighlightMark() {
        let plain = Style(
            foreground: CellColor(index: 203), background: CellColor(index: 236), attributes: [.bold, .underline])
        #expect(TerminalCapabilities.full.shown(plain) == plain)
        let selected = Palette.dark.selected(Palette.dark.text)
        #expect(TerminalCapabilities.full.shown(selected) == selected.removing(.highlight))
        #expect(TerminalCapabilities.full.shown(selected).attributes == [])
    }

    @Test func onAVT100TheSelectedRowIsReverseVideoWithoutColours() throws {
        let vt100 = try Self.capabilities("vt100")
        #expect(vt100.shown(Palette.dark.selected(Palette.dark.text)) == Style(attributes: [.reverse]))
        #expect(
            vt100.shown(Palette.light.selected(Palette.light.text.adding(.bold)))
                == Style(attributes: [.bold, .reverse]))
    }

    @Test func onAVT100DimIsDroppedAndAFocusedTextFieldStaysUnderlined() throws {
        let vt100 = try Self.capabilities("vt100")
        #expect(vt100.shown(Style(attributes: [.dim])) == Style())
        #expect(
            vt100.shown(Style(foreground: CellColor(index: 243), attributes: [.bold, .dim]))
                == Style(attributes: [.bold]))
        #expect(vt100.shown(Style(attributes: [.underline])) == Style(attributes: [.underline]))
    }

    @Test func onTheLinuxConsoleAnUnderlinedColouredCellIsBoldInstead() throws {
        let linux = try Self.capabilities("linux")
        let coloured = linux.shown(Style(foreground: .brightCyan, attributes: [.underline]))
        #expect(coloured.attributes == [.bold])
        #expect(
            coloured.foreground != .default && coloured.foreground.index < 8,
            "a colour of the eight: \(coloured.foreground.name)")
        #expect(
            linux.shown(Style(attributes: [.underline])) == Style(attributes: [.underline]),
            "the default colours leave underline free")
    }

    @Test func aTerminalWithoutReverseShowsItAsUnderlineThenBold() {
        let noReverse = TerminalCapabilities(colorDepth: .none, attributes: [.bold, .underline])
        #expect(noReverse.shown(Style(attributes: [.reverse])) == Style(attributes: [.underline]))
        #expect(noReverse.shown(Palette.dark.selected(Palette.dark.text)) == Style(attributes: [.underline]))
        let boldOnly = TerminalCapabilities(colorDepth: .none, attributes: [.bold])
        #expect(boldOnly.shown(Style(attributes: [.reverse])) == Style(attributes: [.bold]))
    }

    @Test func withoutColorHasNoColoursAndKeepsTheAttributes() throws {
        #expect(TerminalCapabilities.full.withoutColor.colorDepth == .none)
        #expect(TerminalCapabilities.full.withoutColor.attributes == TerminalCapabilities.full.attributes)
        let linux = try Self.capabilities("linux").withoutColor
        #expect(linux.colorDepth == .none)
        #expect(
            linux.shown(Style(foreground: .brightCyan, attributes: [.underline])) == Style(attributes: [.underline]),
            "no colour left to forbid the underline")
    }

    /// The styles the app draws with, in both schemes.
    static let paletteStyles: [(name: String, style: Style)] = [("dark", Palette.dark), ("light", Palette.light)]
        .flatMap { scheme, palette in
            [
                ("text", palette.text), ("secondaryText", palette.secondaryText), ("bar", palette.bar),
                ("warningBanner", palette.warningBanner), ("selected(text)", palette.selected(palette.text)),
            ]
            .map { ("\(scheme) \($0.0)", $0.1) }
        }

    @Test(arguments: terms)
    func everyPaletteStyleIsShownWithOnlyWhatTheTerminalHas(term: String) throws {
        let capabilities = try Self.capabilities(term)
        for (name, style) in Self.paletteStyles {
            let shown = capabilities.shown(style)
            for color in [shown.foreground, shown.background] {
                switch capabilities.colorDepth {
                case .none: #expect(color == .default, "\(name) on \(term)")
                case .eight: #expect(color == .default || color.index < 8, "\(name) on \(term): \(color.name)")
                case .sixteen: #expect(color == .default || color.index < 16, "\(name) on \(term): \(color.name)")
                case .full: break
                }
            }
            #expect(capabilities.attributes.isSuperset(of: shown.attributes), "\(name) on \(term): \(shown.code)")
            if shown.foreground != .default || shown.background != .default {
                #expect(
                    shown.attributes.isDisjoint(with: capabilities.noColorVideo), "\(name) on \(term): \(shown.code)")
            }
        }
    }
}
