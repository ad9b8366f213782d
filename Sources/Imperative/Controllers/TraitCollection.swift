import Terminal

/// Mirrors UIUserInterfaceStyle.
public enum UserInterfaceStyle: String, Sendable, CaseIterable { case light, dark }
/// Mirrors UIUserInterfaceSizeClass.
public enum UserInterfaceSizeClass: String, Sendable, CaseIterable { case compact, regular }
/// Mirrors UIContentSizeCategory, named as SwiftUI's DynamicTypeSize cases.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilityCategory: Bool { self >= .accessibility1 }
    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }
    private var index: Int { Self.allCases.firstIndex(of: self)! }

    /// One step smaller or larger, clamped at the ends (F4 / F5).
    public func stepped(by delta: Int) -> ContentSizeCategory {
        let all = Self.allCases
        return all[max(0, min(all.count - 1, index + delta))]
    }
}
/// Mirrors UITraitEnvironmentLayoutDirection.
public enum TraitEnvironmentLayoutDirection: String, Sendable, CaseIterable { case leftToRight, rightToLeft }
/// Mirrors UILegibilityWeight.
public enum LegibilityWeight: String, Sendable, CaseIterable { case regular, bold }

/// Mirrors UITraitCollection: the seven traits (docs/replay.md, Traits), reduce motion among
/// them (UIKit keeps that one in `UIAccessibility.isReduceMotionEnabled`; here it flows down
/// with the others, so a host bridges it as SwiftUI's `accessibilityReduceMotion`). The window derives them from
/// the terminal size and the system settings; they flow down to every controller.
public struct TraitCollection: Hashable, Sendable {
    public var userInterfaceStyle: UserInterfaceStyle = .dark
    public var horizontalSizeClass: UserInterfaceSizeClass = .compact
    public var verticalSizeClass: UserInterfaceSizeClass = .regular
    public var preferredContentSizeCategory: ContentSizeCategory = .large
    public var layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
    public var legibilityWeight: LegibilityWeight = .regular
    /// Mirrors `UIAccessibility.isReduceMotionEnabled`: no transition animates.
    public var accessibilityReduceMotion = false
    /// Custom traits (`TraitDefinition`) set through `traitOverrides`, by trait type.
    var customTraits: [ObjectIdentifier: CustomTraitValue] = [:]

    public init() {}

    /// Size classes for a terminal: regular width from 100 columns, regular height from 24 rows.
    public static func sizeClasses(for size: Size) -> (
        horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
    ) {
        (size.width >= 100 ? .regular : .compact, size.height >= 24 ? .regular : .compact)
    }

    public var palette: Palette { .forScheme(dark: userInterfaceStyle == .dark) }

    /// The value of `trait`, as it is named.
    public func value(of trait: TraitName) -> String {
        switch trait {
        case .colorScheme: userInterfaceStyle.rawValue
        case .horizontalSizeClass: horizontalSizeClass.rawValue
        case .verticalSizeClass: verticalSizeClass.rawValue
        case .dynamicTypeSize: preferredContentSizeCategory.rawValue
        case .layoutDirection: layoutDirection.rawValue
        case .legibilityWeight: legibilityWeight.rawValue
        case .accessibilityReduceMotion: TraitName.word(accessibilityReduceMotion)
        }
    }

    /// The traits with their values, for the state dump and the transcript.
    public var named: [(TraitName, String)] { TraitName.allCases.map { ($0, value(of: $0)) } }
}
