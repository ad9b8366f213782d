/// The system colours of one colour scheme, shared by both worlds as UIKit's and
/// SwiftUI's semantic colours are (`label`, `secondaryLabel`, `tint`, …). The one rule:
/// every text colour reaches 4.5:1 against what it is drawn on and every indicator 3:1
/// against the background (WCAG AA), computed from the xterm-256 colours by
/// `PaletteContrastTests`; the dark scheme draws on the terminal's own colours, checked as a
/// dark terminal shows them (docs in DECISIONS.md, "Contrast is computed").
public struct Palette: Hashable, Sendable {
    public var background: CellColor
    public var label: CellColor
    public var secondaryLabel: CellColor
    public var tint: CellColor
    public var destructive: CellColor
    public var success: CellColor
    /// A rule broken (the diagnostics row): yellow on dark, a deep orange on light.
    public var warning: CellColor
    public var barBackground: CellColor
    public var barLabel: CellColor
    /// Borders and dividers.
    public var separator: CellColor
    /// The selected row's highlight, across its full width.
    public var selection: CellColor
    /// Text on a coloured fill: the selected row, a badge, a swipe action.
    public var fillLabel: CellColor
    /// Under a sheet or an overlay: what is behind is inactive, so it has no contrast to keep.
    public var dimmedBackground: CellColor

    public static let dark = Palette(
        background: .default, label: .default, secondaryLabel: CellColor(index: 247), tint: .brightCyan,
        destructive: CellColor(index: 203), success: .brightGreen, warning: .brightYellow,
        barBackground: CellColor(index: 236), barLabel: .brightWhite, separator: CellColor(index: 243),
        selection: CellColor(index: 68), fillLabel: CellColor(index: 16), dimmedBackground: CellColor(index: 234))

    public static let light = Palette(
        background: CellColor(index: 255), label: CellColor(index: 232), secondaryLabel: CellColor(index: 240),
        tint: CellColor(index: 25), destructive: CellColor(index: 160), success: CellColor(index: 22),
        warning: CellColor(index: 94),
        barBackground: CellColor(index: 253), barLabel: CellColor(index: 232), separator: CellColor(index: 243),
        selection: CellColor(index: 25), fillLabel: CellColor(index: 231), dimmedBackground: CellColor(index: 250))

    public static func forScheme(dark: Bool) -> Palette { dark ? .dark : .light }

    /// The plain style of body text on the window background.
    public var text: Style { Style(foreground: label, background: background) }
    public var secondaryText: Style { Style(foreground: secondaryLabel, background: background) }
    public var bar: Style { Style(foreground: barLabel, background: barBackground) }
    /// A warning banner: the warning colour behind background-coloured bold text. Reverse
    /// video keeps it a banner when `NO_COLOR` drops the colours.
    public var warningBanner: Style {
        Style(foreground: warning, background: background, attributes: [.bold, .reverse])
    }

    /// `style` on the selected row: `fillLabel` text on the selection colour, marked as a
    /// highlight so that without colours (`NO_COLOR`) the row shows in reverse video. Bold
    /// and underline stay; dim goes, as it would blur the text.
    public func selected(_ style: Style) -> Style {
        Style(
            foreground: fillLabel, background: selection,
            attributes: style.attributes.subtracting(.dim).union(.highlight))
    }
}
