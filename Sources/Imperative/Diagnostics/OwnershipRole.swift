import Terminal

/// Who owns a region of the screen, as the inspector (F2) marks it: imperative panels,
/// hosted content (a hosting controller's view), a child host (a hosting controller embedded
/// in an ordinary screen), a cell whose content is hosted, and a representable's imperative
/// island inside hosted content. Each has its own frame colour and its own border glyphs,
/// so the marks read without colour too.
public enum OwnershipRole: CaseIterable, Sendable {
    case imperative, hosted, childHost, hostedCell, representable

    /// The legend's name for the role.
    public var label: String {
        switch self {
        case .imperative: "imperative"
        case .hosted: "hosted"
        case .childHost: "child host"
        case .hostedCell: "hosted cell"
        case .representable: "representable"
        }
    }

    /// The frame's glyphs: edges top, bottom, leading, trailing, then the four corners.
    var glyphs:
        (
            top: Character, bottom: Character, left: Character, right: Character,
            topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character
        )
    {
        switch self {
        case .imperative: ("─", "─", "│", "│", "┌", "┐", "└", "┘")
        case .hosted: ("═", "═", "║", "║", "╔", "╗", "╚", "╝")
        case .childHost: ("━", "━", "┃", "┃", "┏", "┓", "┗", "┛")
        case .hostedCell: ("┄", "┄", "¦", "¦", "╭", "╮", "╰", "╯")
        case .representable: ("▔", "▁", "▌", "▐", "▌", "▐", "▌", "▐")
        }
    }

    /// The frame colour, chosen to stay readable on the dark and on the light background.
    public func color(for style: UserInterfaceStyle) -> CellColor {
        let dark = style == .dark
        switch self {
        case .imperative: return dark ? .brightBlue : CellColor(index: 26)
        case .hosted: return dark ? .brightGreen : CellColor(index: 28)
        case .childHost: return dark ? .brightMagenta : CellColor(index: 127)
        case .hostedCell: return dark ? .brightCyan : CellColor(index: 30)
        case .representable: return dark ? CellColor(index: 208) : CellColor(index: 166)
        }
    }

    /// True when a panel of this role inside a region of `enclosing` starts a region of its
    /// own: where the owner changes. Imperative panels inside a representable's island belong
    /// to the island.
    func startsRegion(inside enclosing: OwnershipRole?) -> Bool {
        guard let enclosing else { return true }
        return self != enclosing && !(self == .imperative && enclosing == .representable)
    }
}
