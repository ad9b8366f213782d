import Foundation
import Terminal

/// Mirrors SwiftUI's Font: a text style (`Font.TextStyle`, every one of Apple's on iOS), an
/// optional weight (`Font.Weight`), or a fixed point size
/// (https://developer.apple.com/documentation/swiftui/font). A terminal has one glyph size,
/// so each style maps to emphasis, and dynamic type shifts it: smaller sizes lose emphasis,
/// larger ones gain it, one style at a time. No style is dim (dim text falls below 4.5:1 on
/// any terminal, so captions step back through `.secondary`, not through emphasis), and body
/// text is never underlined (an underline reads as a link or a field).
///
/// | size             | `largeTitle` | `title` | `headline` | `body` | `caption` |
/// |------------------|--------------|---------|------------|--------|-----------|
/// | xSmall           | b            | b       | –          | –      | –         |
/// | small            | b            | b       | b          | –      | –         |
/// | medium           | b u          | b       | b          | –      | –         |
/// | large            | b u          | b       | b          | –      | –         |
/// | xLarge           | b u          | b u     | b u        | –      | –         |
/// | xxLarge          | b u          | b u     | b u        | –      | –         |
/// | xxxLarge         | b u          | b u     | b u        | b      | –         |
/// | accessibility1   | b u          | b u     | b u        | b      | –         |
/// | accessibility2…5 | b u          | b u     | b u        | b      | b         |
///
/// (`title` stands for `title2` and `title3` too, `body` for `callout` and `subheadline`,
/// `caption` for `caption2` and `footnote`.)
/// (b bold, u underline.) Each row holds the one above it: the mapping is monotone.
/// Spacing and padding step too, at the sizes where emphasis does not (see
/// `EnvironmentValues.defaultSpacing(_:)` and `defaultPadding(_:)`), so every step of
/// F4/F5 shows.
///
/// A weight decides bold alone: `semibold` and heavier are bold at every size, `medium` and
/// lighter never (light weights are not dim, for the contrast above); the style and the size
/// still decide the underline. A fixed size (`.system(size:)`) does not follow dynamic type,
/// as on iOS: it takes the emphasis of the text style nearest its point size (Apple's sizes
/// at `large`: 34 `largeTitle`, 28 `title`, 22 `title2`, 20 `title3`, 17 `body`, 16
/// `callout`, 15 `subheadline`, 13 `footnote`, 12 `caption`, 11 `caption2`) at `large`.
public struct Font: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Mirrors `Font.TextStyle`: a dynamic text style.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// Mirrors `Font.Weight`, lightest to heaviest.
    public struct Weight: Hashable, Sendable, Comparable {
        let rank: Int
        public static let ultraLight = Weight(rank: 1)
        public static let thin = Weight(rank: 2)
        public static let light = Weight(rank: 3)
        public static let regular = Weight(rank: 4)
        public static let medium = Weight(rank: 5)
        public static let semibold = Weight(rank: 6)
        public static let bold = Weight(rank: 7)
        public static let heavy = Weight(rank: 8)
        public static let black = Weight(rank: 9)
        public static func < (a: Weight, b: Weight) -> Bool { a.rank < b.rank }
    }

    /// Mirrors `Font.Design`. A terminal draws every design in its one typeface.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// The text style, or for a fixed size the style nearest it.
    public let style: TextStyle
    /// The weight asked for; nil keeps the style's own.
    public let weight: Weight?
    /// True for `.system(size:)`: dynamic type does not change it.
    public let isFixedSize: Bool

    private init(_ style: TextStyle, weight: Weight? = nil, isFixedSize: Bool = false) {
        self.style = style
        self.weight = weight
        self.isFixedSize = isFixedSize
    }

    public static let largeTitle = Font(.largeTitle)
    public static let title = Font(.title)
    public static let title2 = Font(.title2)
    public static let title3 = Font(.title3)
    public static let headline = Font(.headline)
    public static let subheadline = Font(.subheadline)
    public static let body = Font(.body)
    public static let callout = Font(.callout)
    public static let footnote = Font(.footnote)
    public static let caption = Font(.caption)
    public static let caption2 = Font(.caption2)

    /// Every text style's font.
    public static var allCases: [Font] { TextStyle.allCases.map { Font($0) } }

    /// Mirrors `Font.system(_:design:weight:)`: a text style with a weight (`Font.system(.body,
    /// weight: .semibold)`).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style, weight: weight)
    }

    /// Mirrors `Font.system(size:weight:design:)`: a fixed point size, shown as the text style
    /// nearest it at `large`, unchanged by dynamic type.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        let sizes: [(TextStyle, CGFloat)] = [
            (.caption2, 11), (.caption, 12), (.footnote, 13), (.subheadline, 15), (.callout, 16), (.body, 17),
            (.title3, 20), (.title2, 22), (.title, 28), (.largeTitle, 34),
        ]
        let nearest = sizes.min { abs($0.1 - size) < abs($1.1 - size) }!.0
        return Font(nearest, weight: weight, isFixedSize: true)
    }

    /// Mirrors `Font.weight(_:)`.
    public func weight(_ weight: Weight) -> Font { Font(style, weight: weight, isFixedSize: isFixedSize) }

    /// Mirrors `Font.bold()`.
    public func bold() -> Font { self.weight(.bold) }

    public var description: String {
        let weight = weight.map { ", weight \($0.rank * 100)" } ?? ""
        return isFixedSize ? "system(size ~ \(style)\(weight))" : "\(style.rawValue)\(weight)"
    }

    /// The attributes of this font at `size`.
    public func attributes(at size: DynamicTypeSize) -> Style.Attributes {
        var attributes = Self.attributes(of: style, at: isFixedSize ? .large : size)
        if let weight {
            attributes.remove(.bold)
            if weight >= .semibold { attributes.insert(.bold) }
        }
        return attributes
    }

    private static func attributes(of style: TextStyle, at size: DynamicTypeSize) -> Style.Attributes {
        switch style {
        case .largeTitle: return size >= .medium ? [.bold, .underline] : [.bold]
        case .title, .title2, .title3: return size >= .xLarge ? [.bold, .underline] : [.bold]
        case .headline:
            if size >= .xLarge { return [.bold, .underline] }
            return size >= .small ? [.bold] : []
        case .body, .callout, .subheadline: return size >= .xxxLarge ? [.bold] : []
        case .caption, .caption2, .footnote: return size >= .accessibility2 ? [.bold] : []
        }
    }
}
