import Terminal

/// Mirrors SwiftUI's Color for foreground and background styles, with SwiftUI's named
/// colours (https://developer.apple.com/documentation/swiftui/color). Semantic colours
/// (`primary`, `secondary`, `accentColor`, `red` as destructive, `green` as success, `gray`
/// as the secondary label) resolve against the palette of the current colour scheme; the
/// other hues are Apple's system colours, light or dark as the scheme is, each the nearest
/// of the 256-colour palette (`CellColor.nearest(to:)`) and reduced to 16 or 8 colours as any
/// colour is. `clear` paints nothing.
public enum Color: Hashable, Sendable {
    case primary, secondary, accentColor
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
    case white, gray, black, clear
    /// The scheme's selection highlight (what a selected list row is painted with).
    case selection
    case indexed(Int)

    /// The colour this one is drawn with. `clear` has none: it resolves to the palette's
    /// background, and the modifiers that paint (`background`, `border`) leave it unpainted.
    public func resolve(in palette: Palette) -> CellColor {
        switch self {
        case .primary: return palette.label
        case .secondary, .gray: return palette.secondaryLabel
        case .accentColor: return palette.tint
        case .selection: return palette.selection
        case .red: return palette.destructive
        case .green: return palette.success
        case .yellow: return .yellow
        case .blue: return .blue
        case .white: return CellColor(index: 231)
        case .black: return CellColor(index: 16)
        case .clear: return palette.background
        case .indexed(let i): return CellColor(index: i)
        case .orange, .mint, .teal, .cyan, .indigo, .purple, .pink, .brown:
            return Self.systemColors[self]![Self.isDark(palette) ? 1 : 0]
        }
    }

    /// True for a palette drawn on a dark background (the terminal's own, or a dark colour).
    private static func isDark(_ palette: Palette) -> Bool {
        palette.background == .default || RGB(xterm: Int(palette.background.index)).luminance < 0.5
    }

    /// Apple's system colours, light and dark (UIKit's `systemOrange` and the rest), each as
    /// the nearest 256-colour index, computed once.
    private static let systemColors: [Color: [CellColor]] = [
        .orange: (0xFF9500, 0xFF9F0A), .mint: (0x00C7BE, 0x63E6E2), .teal: (0x30B0C7, 0x40CBE0),
        .cyan: (0x32ADE6, 0x64D2FF), .indigo: (0x5856D6, 0x5E5CE6), .purple: (0xAF52DE, 0xBF5AF2),
        .pink: (0xFF2D55, 0xFF375F), .brown: (0xA2845E, 0xAC8E68),
    ].mapValues { [CellColor.nearest(to: rgb($0.0)), CellColor.nearest(to: rgb($0.1))] }

    private static func rgb(_ hex: Int) -> RGB { RGB(red: hex >> 16, green: hex >> 8 & 0xFF, blue: hex & 0xFF) }
}
