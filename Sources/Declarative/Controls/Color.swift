import Terminal

/// Mirrors SwiftUI's Color for foreground and background styles. Semantic colours
/// (`primary`, `secondary`, `accentColor`, `red` as destructive, `green` as success)
/// resolve against the palette of the current colour scheme.
public enum Color: Hashable, Sendable {
    case primary, secondary, accentColor, red, green, yellow, blue, gray
    /// The scheme's selection highlight (what a selected list row is painted with).
    case selection
    case indexed(Int)

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
        case .indexed(let i): return CellColor(index: i)
        }
    }
}
