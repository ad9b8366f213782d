import Terminal

/// Mirrors UINavigationBarAppearance: how a navigation bar looks, in the parts a terminal can
/// show — the bar's `backgroundColor` (from UIBarAppearance) and the title's colour,
/// `titleTextAttributes[.foregroundColor]`. A value left nil, or an attribute left out, is the
/// system's: the colour scheme's bar colours. It is a value, as UIKit copies an appearance
/// when a bar or an item is given one (`@NSCopying`): changing one bar's appearance never
/// changes another's, and the bar or item sees every change made through its property.
public struct NavigationBarAppearance: Hashable, Sendable {
    /// Mirrors NSAttributedString.Key: the attributes of a title a terminal can show.
    public enum TextAttributeKey: Hashable, Sendable { case foregroundColor }

    /// Mirrors UIBarAppearance.backgroundColor; nil is the scheme's bar background.
    public var backgroundColor: CellColor?
    /// Mirrors `titleTextAttributes`: the title's colour, when given.
    public var titleTextAttributes: [TextAttributeKey: CellColor] = [:]
    /// Mirrors `largeTitleTextAttributes`: the large title's colour, when given.
    public var largeTitleTextAttributes: [TextAttributeKey: CellColor] = [:]

    /// Mirrors `init()`: the system's default appearance.
    public init() {}

    /// Mirrors `configureWithOpaqueBackground()`: "Calling this method replaces any previous
    /// values you specified for the bar appearance properties"; a terminal's bar is opaque.
    public mutating func configureWithOpaqueBackground() {
        self = NavigationBarAppearance()
    }

    /// The bar's style drawn with this appearance over the scheme's `bar` style.
    func barStyle(_ bar: Style) -> Style {
        backgroundColor.map { bar.with(background: $0) } ?? bar
    }

    /// The title's style: the bar's, in the colour the title's attributes give (the large
    /// title's, for a large title), if any.
    func titleStyle(_ bar: Style, large: Bool) -> Style {
        let style = barStyle(bar)
        let color = (large ? largeTitleTextAttributes : titleTextAttributes)[.foregroundColor]
        return color.map { style.with(foreground: $0) } ?? style
    }
}
