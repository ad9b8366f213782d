import Imperative

/// One combination of `seam replay --matrix` (docs/replay.md): colour scheme × width × dynamic
/// type × layout direction. Its `name` (`dark-80-large-leftToRight`) names the goldens
/// of the combination, `NAME.<name>.txt`, so one script checks a screen in all sixteen.
public struct TraitCombination: Sendable, Hashable, CustomStringConvertible {
    /// `dark` or `light`.
    public var colorScheme: UserInterfaceStyle
    /// The terminal's columns: 80 or 120 (the rows stay the script's).
    public var width: Int
    /// `large` or `accessibility3`.
    public var dynamicTypeSize: ContentSizeCategory
    /// `leftToRight` or `rightToLeft`.
    public var layoutDirection: TraitEnvironmentLayoutDirection

    public init(
        colorScheme: UserInterfaceStyle, width: Int, dynamicTypeSize: ContentSizeCategory,
        layoutDirection: TraitEnvironmentLayoutDirection
    ) {
        self.colorScheme = colorScheme
        self.width = width
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
    }

    /// The sixteen combinations, scheme varying slowest and direction fastest.
    public static let matrix: [TraitCombination] = [UserInterfaceStyle.dark, .light].flatMap { scheme in
        [80, 120].flatMap { width in
            [ContentSizeCategory.large, .accessibility3].flatMap { type in
                [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft].map { direction in
                    TraitCombination(
                        colorScheme: scheme, width: width, dynamicTypeSize: type, layoutDirection: direction)
                }
            }
        }
    }

    /// `dark-80-large-leftToRight`.
    public var name: String {
        "\(colorScheme.rawValue)-\(width)-\(dynamicTypeSize.rawValue)-\(layoutDirection.rawValue)"
    }

    public var description: String { name }

    /// `settings` with this combination's scheme, type size and direction.
    public func applied(to settings: SystemSettings) -> SystemSettings {
        var s = settings
        s.userInterfaceStyle = colorScheme
        s.contentSizeCategory = dynamicTypeSize
        s.layoutDirection = layoutDirection
        return s
    }
}
