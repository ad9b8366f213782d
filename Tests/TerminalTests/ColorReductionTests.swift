import Testing
@testable import Terminal

/// `Style.reduced(to:)`: every colour of every style becomes one the terminal has, text that
/// read still reads, and both palettes stay usable at 8 and 16 colours — the selected row and
/// the bar stand out from the window, status colours stay apart from body text. Contrast is
/// reckoned as the reduction reckons it: xterm's colours, the default as #e5e5e5 on black.
@Suite struct ColorReductionTests {
    static let reducedDepths: [ColorDepth] = [.eight, .sixteen]
    static let schemes: [(name: String, palette: Palette)] = [("dark", .dark), ("light", .light)]
    /// Every colour a style can hold: the default, then 0...255.
    static let allColors = (-1...255).map { CellColor(index: $0) }

    /// Every palette colour by name.
    static var roles: [(name: String, color: KeyPath<Palette, CellColor>)] {
        [
            ("background", \.background), ("label", \.label), ("secondaryLabel", \.secondaryLabel), ("tint", \.tint),
            ("destructive", \.destructive), ("success", \.success), ("warning", \.warning),
            ("barBackground", \.barBackground), ("barLabel", \.barLabel), ("separator", \.separator),
            ("selection", \.selection), ("fillLabel", \.fillLabel), ("dimmedBackground", \.dimmedBackground),
        ]
    }

    /// The text roles that must read on the window background.
    static var textRoles: [(name: String, color: KeyPath<Palette, CellColor>)] {
        [
            ("label", \.label), ("secondaryLabel", \.secondaryLabel), ("tint", \.tint),
            ("destructive", \.destructive), ("success", \.success), ("warning", \.warning),
        ]
    }

    /// True when `color` is one a terminal of `depth` has.
    static func isValid(_ color: CellColor, at depth: ColorDepth) -> Bool {
        color == .default || (0..<depth.rawValue).contains(Int(color.index))
    }

    /// The contrast of `style`'s text on its background, as a dark xterm draws it.
    static func contrast(_ style: Style) -> Double {
        let terminal = PaletteContrastTests.darkTerminals[1]
        return PaletteContrastTests.rgb(style.foreground, asBackground: false, on: terminal)
            .contrast(with: PaletteContrastTests.rgb(style.background, asBackground: true, on: terminal))
    }

    @Test func atFullDepthEveryStyleIsUnchanged() {
        for color in Self.allColors {
            let style = Style(
                foreground: color, background: CellColor(index: 255 - Int(color.index)),
                attributes: [.bold, .highlight])
            #expect(style.reduced(to: .full) == style)
        }
    }

    @Test func withoutColoursAStyleIsItsWithoutColor() {
        for scheme in Self.schemes {
            let p = scheme.palette
            for style in [
                p.text, p.bar, p.selected(p.text.adding(.bold)), p.warningBanner,
                Style(foreground: .red, attributes: .underline),
            ] {
                #expect(style.reduced(to: .none) == style.withoutColor)
            }
        }
        #expect(Palette.dark.selected(Palette.dark.text).reduced(to: .none).attributes == .reverse)
    }

    @Test func everyColourAsTextOnTheDefaultBackgroundBecomesOneTheTerminalHas() {
        for depth in Self.reducedDepths {
            for color in Self.allColors {
                let reduced = Style(foreground: color).reduced(to: depth)
                #expect(Self.isValid(reduced.foreground, at: depth), "\(color.name) at \(depth.name): \(reduced.code)")
                #expect(reduced.background == .default)
            }
        }
    }

    @Test func everyColourAsABackgroundBecomesOneTheTerminalHas() {
        for depth in Self.reducedDepths {
            for color in Self.allColors {
                let reduced = Style(background: color).reduced(to: depth)
                #expect(Self.isValid(reduced.background, at: depth), "\(color.name) at \(depth.name): \(reduced.code)")
                #expect(Self.isValid(reduced.foreground, at: depth), "\(color.name) at \(depth.name): \(reduced.code)")
                #expect((reduced.background == .default) == (color == .default))
            }
        }
    }

    @Test func everyPaletteColourBecomesOneTheTerminalHasAtEveryDepth() {
        for scheme in Self.schemes {
            let p = scheme.palette
            for depth in Self.reducedDepths + [.full] {
                for role in Self.roles {
                    let asText = Style(foreground: p[keyPath: role.color], background: p.background).reduced(to: depth)
                    let asFill = Style(foreground: p.label, background: p[keyPath: role.color]).reduced(to: depth)
                    for reduced in [asText, asFill] {
                        #expect(
                            Self.isValid(reduced.foreground, at: depth) && Self.isValid(reduced.background, at: depth),
                            "\(scheme.name) \(role.name) at \(depth.name): \(reduced.code)")
                    }
                }
            }
        }
    }

    @Test func textStaysApartFromItsBackgroundExactlyWhereItWasApart() {
        for depth in Self.reducedDepths {
            for foreground in Self.allColors {
                for background in Self.allColors {
                    let reduced = Style(foreground: foreground, background: background).reduced(to: depth)
                    #expect(
                        (reduced.foreground == reduced.background) == (foreground == background),
                        "\(foreground.name) on \(background.name) at \(depth.name): \(reduced.code)")
                }
            }
        }
    }

    /// The reduction's own promise for every pair: what read at 3:1 still does.
    @Test func textThatReadsAtThreeToOneStillDoes() {
        for depth in Self.reducedDepths {
            for foreground in Self.allColors {
                for background in Self.allColors {
                    let style = Style(foreground: foreground, background: background)
                    guard Self.contrast(style) >= 3 else { continue }
                    let reduced = style.reduced(to: depth)
                    #expect(Self.contrast(reduced) >= 3, "\(style.code) at \(depth.name): \(reduced.code)")
                }
            }
        }
    }

    @Test func knownColoursBecomeTheirNeighbours() {
        func text(_ i: Int, _ depth: ColorDepth) -> CellColor {
            Style(foreground: CellColor(index: i)).reduced(to: depth).foreground
        }
        func fill(_ i: Int, _ depth: ColorDepth) -> CellColor {
            Style(background: CellColor(index: i)).reduced(to: depth).background
        }
        #expect(text(196, .eight) == .red)
        #expect(text(196, .sixteen) == .brightRed)
        #expect(fill(21, .eight) == .blue)
        #expect(fill(46, .eight) == .green)
        #expect(fill(226, .eight) == .yellow)
        #expect(fill(226, .sixteen) == .brightYellow)
        #expect(fill(160, .eight) == .red, "the light destructive")
        #expect(text(203, .eight) == .red, "the dark destructive, #ff5f5f")
        #expect(fill(22, .eight) == .green, "a dark green fill stays green")
        #expect(text(9, .eight) == .red, "a bright colour becomes its plain form")
        #expect(text(12, .sixteen) == .brightBlue, "the sixteen are themselves")
        #expect(fill(232, .sixteen) == .black)
        #expect(fill(231, .eight) == .white)
        #expect(fill(244, .sixteen) == .brightBlack, "a grey stays a grey")
        #expect(fill(236, .eight) != .black, "the dark bar does not vanish into the dark window")
        #expect(fill(236, .sixteen) != .black)
        #expect(fill(255, .eight) == .white, "the light window")
        #expect(fill(255, .sixteen) == .brightWhite)
    }

    @Test func attributesStay() {
        let attributes: Style.Attributes = [.bold, .underline, .highlight]
        for depth in Self.reducedDepths {
            let selected = Palette.light.selected(Palette.light.text.adding(attributes))
            #expect(selected.reduced(to: depth).attributes == selected.attributes)
            #expect(Style(foreground: .red, attributes: .reverse).reduced(to: depth).attributes == .reverse)
        }
    }

    /// The selected row reads at 4.5:1 at both depths (black on white exists at both, so 4.5
    /// is always within reach) and stands out from the window.
    @Test func theSelectedRowReadsAndStandsOutFromTheWindow() {
        for scheme in Self.schemes {
            let p = scheme.palette
            for depth in Self.reducedDepths {
                let row = p.selected(p.text).reduced(to: depth)
                let window = p.text.reduced(to: depth).background
                #expect(
                    Self.contrast(row) >= 4.5, "\(scheme.name) at \(depth.name): \(row.code), \(Self.contrast(row))")
                #expect(row.background != window, "\(scheme.name) at \(depth.name): \(row.code) on \(window.name)")
                #expect(row.background != .default)
            }
        }
    }

    /// The bar reads at 4.5:1 and stands out from the window: the dark bar, #303030, must not
    /// become the black the dark window is drawn on. Its items (the tint, the prompt) read.
    @Test func theBarReadsAndStandsOutFromTheWindow() {
        for scheme in Self.schemes {
            let p = scheme.palette
            for depth in Self.reducedDepths {
                let bar = p.bar.reduced(to: depth)
                let window = p.text.reduced(to: depth).background
                #expect(
                    Self.contrast(bar) >= 4.5, "\(scheme.name) at \(depth.name): \(bar.code), \(Self.contrast(bar))")
                #expect(bar.background != window, "\(scheme.name) at \(depth.name): \(bar.code) on \(window.name)")
                #expect(bar.background != .default && !(window == .default && bar.background == .black))
                for item in [p.tint, p.secondaryLabel] {
                    let reduced = Style(foreground: item, background: p.barBackground).reduced(to: depth)
                    #expect(Self.contrast(reduced) >= 3, "\(scheme.name) at \(depth.name): \(reduced.code)")
                }
            }
        }
    }

    @Test func everyTextRoleReadsOnTheWindow() {
        for scheme in Self.schemes {
            let p = scheme.palette
            for depth in Self.reducedDepths {
                for role in Self.textRoles {
                    let reduced = Style(foreground: p[keyPath: role.color], background: p.background).reduced(to: depth)
                    #expect(
                        Self.contrast(reduced) >= 3, "\(scheme.name) \(role.name) at \(depth.name): \(reduced.code)")
                }
            }
        }
    }

    /// Every pair `PaletteContrastTests` holds to 4.5:1 at 256 colours reads at 3:1 here.
    @Test func everyPaletteTextPairReads() {
        for scheme in Self.schemes {
            for depth in Self.reducedDepths {
                for pair in PaletteContrastTests.textPairs {
                    let p = scheme.palette
                    var style = Style(foreground: p[keyPath: pair.foreground], background: p[keyPath: pair.background])
                    // Drawn in reverse video: the text colour is the window's background.
                    if pair.foregroundIsBackground {
                        style = Style(foreground: style.background, background: style.foreground)
                    }
                    let reduced = style.reduced(to: depth)
                    #expect(
                        Self.contrast(reduced) >= 3, "\(scheme.name) \(pair.name) at \(depth.name): \(reduced.code)")
                }
            }
        }
    }

    @Test func statusColoursStayApartFromBodyText() {
        for scheme in Self.schemes {
            let p = scheme.palette
            for depth in Self.reducedDepths {
                let label = p.text.reduced(to: depth).foreground
                for role in [("destructive", p.destructive), ("success", p.success), ("tint", p.tint)] {
                    let reduced = Style(foreground: role.1, background: p.background).reduced(to: depth).foreground
                    #expect(
                        reduced != label, "\(scheme.name) \(role.0) at \(depth.name): \(reduced.name), as the label")
                }
            }
        }
    }

    @Test func textOnTheDimmedBackgroundUnderASheetReads() {
        for scheme in Self.schemes {
            let p = scheme.palette
            for depth in Self.reducedDepths {
                let dimmed = p.text.with(background: p.dimmedBackground).adding(.dim).reduced(to: depth)
                #expect(Self.isValid(dimmed.background, at: depth) && dimmed.background != .default)
                #expect(Self.contrast(dimmed) >= 3, "\(scheme.name) at \(depth.name): \(dimmed.code)")
                #expect(dimmed.attributes == .dim)
            }
        }
    }
}
