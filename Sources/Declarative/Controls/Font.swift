import Terminal

/// Mirrors SwiftUI's Font text styles. A terminal has one glyph size, so each style maps
/// to emphasis, and dynamic type shifts it: smaller sizes lose emphasis, larger ones gain
/// it, one style at a time. No style is dim (dim text falls below 4.5:1 on any terminal,
/// so captions step back through `.secondary`, not through emphasis), and body text is
/// never underlined (an underline reads as a link or a field).
///
/// | size             | `largeTitle` | `title` | `headline` | `body`, `callout` | `caption`, `footnote` |
/// |------------------|--------------|---------|------------|-------------------|-----------------------|
/// | xSmall           | b            | b       | –          | –                 | –                     |
/// | small            | b            | b       | b          | –                 | –                     |
/// | medium           | b u          | b       | b          | –                 | –                     |
/// | large            | b u          | b       | b          | –                 | –                     |
/// | xLarge           | b u          | b u     | b u        | –                 | –                     |
/// | xxLarge          | b u          | b u     | b u        | –                 | –                     |
/// | xxxLarge         | b u          | b u     | b u        | b                 | –                     |
/// | accessibility1   | b u          | b u     | b u        | b                 | –                     |
/// | accessibility2…5 | b u          | b u     | b u        | b                 | b                     |
///
/// (b bold, u underline.) Each row holds the one above it: the mapping is monotone.
/// Spacing and padding step too, at the sizes where emphasis does not (see
/// `EnvironmentValues.defaultSpacing(_:)` and `defaultPadding(_:)`), so every step of
/// F4/F5 shows.
public enum Font: String, Sendable, CaseIterable {
    case largeTitle, title, headline, body, callout, caption, footnote

    /// The attributes of this style at `size`.
    public func attributes(at size: DynamicTypeSize) -> Style.Attributes {
        switch self {
        case .largeTitle: return size >= .medium ? [.bold, .underline] : [.bold]
        case .title: return size >= .xLarge ? [.bold, .underline] : [.bold]
        case .headline:
            if size >= .xLarge { return [.bold, .underline] }
            return size >= .small ? [.bold] : []
        case .body, .callout: return size >= .xxxLarge ? [.bold] : []
        case .caption, .footnote: return size >= .accessibility2 ? [.bold] : []
        }
    }
}
