import Terminal

/// Mirrors SwiftUI's Font text styles. A terminal has one type size, so each style maps
/// to emphasis; dynamic type shifts it (larger sizes underline titles and make body text
/// bold at accessibility sizes). No style is dim: dim text falls below 4.5:1 on any
/// terminal, so captions step back through `.secondary`, not through emphasis.
public enum Font: String, Sendable, CaseIterable {
    case largeTitle, title, headline, body, callout, caption, footnote

    /// The attributes of this style at `size`.
    public func attributes(at size: DynamicTypeSize) -> Style.Attributes {
        switch self {
        case .largeTitle: return [.bold, .underline]
        case .title: return size >= .xLarge ? [.bold, .underline] : [.bold]
        case .headline: return size >= .xxxLarge ? [.bold, .underline] : [.bold]
        case .body, .callout: return size.isAccessibilitySize ? [.bold] : []
        case .caption, .footnote: return []
        }
    }
}
