import Terminal

// The values every environment has a key for: the traits a host brings (colour scheme,
// size classes, type size, direction, weight, reduce motion) and the few the engine's own
// views read (enabled, foreground colour, list row).

/// Mirrors SwiftUI's ColorScheme.
public enum ColorScheme: String, Sendable, CaseIterable { case light, dark }
/// Mirrors SwiftUI's UserInterfaceSizeClass.
public enum UserInterfaceSizeClass: String, Sendable, CaseIterable { case compact, regular }
/// Mirrors SwiftUI's LayoutDirection.
public enum LayoutDirection: String, Sendable, CaseIterable { case leftToRight, rightToLeft }
/// Mirrors SwiftUI's LegibilityWeight.
public enum LegibilityWeight: String, Sendable, CaseIterable { case regular, bold }
/// Mirrors SwiftUI's DynamicTypeSize.
public enum DynamicTypeSize: String, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

private struct IsInListRowKey: EnvironmentKey { static let defaultValue = false }
private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.dark
    static var affectsLayout: Bool { false }
}
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
/// Bold text takes the cells plain text does (a terminal's cells are one width), so the weight
/// is a drawing value here, as `isBold` is: it moves nothing.
private struct LegibilityWeightKey: EnvironmentKey {
    static let defaultValue: LegibilityWeight? = .regular
    static var affectsLayout: Bool { false }
}
/// Reduce motion changes how a transition animates, never a size or a position.
private struct ReduceMotionKey: EnvironmentKey {
    static let defaultValue = false
    static var affectsLayout: Bool { false }
}
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ForegroundColorKey: EnvironmentKey {
    static let defaultValue: CellColor? = nil
    static var affectsLayout: Bool { false }
}

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
    /// Mirrors `accessibilityReduceMotion`: true when the user asked for less motion.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    /// Mirrors `isEnabled`: false inside `.disabled(true)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// The colour `foregroundStyle` sets for text and symbols below; nil uses the palette's label.
    public var foregroundColor: CellColor? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
    /// True inside a List row: controls there take the row's look (a button is its label,
    /// without brackets), as SwiftUI's list rows do.
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }

    /// The palette of the current colour scheme.
    public var palette: Palette { .forScheme(dark: colorScheme == .dark) }

    /// The value of `trait`, as it is named.
    public func value(of trait: TraitName) -> String {
        switch trait {
        case .colorScheme: colorScheme.rawValue
        case .horizontalSizeClass: horizontalSizeClass?.rawValue ?? "none"
        case .verticalSizeClass: verticalSizeClass?.rawValue ?? "none"
        case .dynamicTypeSize: dynamicTypeSize.rawValue
        case .layoutDirection: layoutDirection.rawValue
        case .legibilityWeight: legibilityWeight?.rawValue ?? "regular"
        case .accessibilityReduceMotion: TraitName.word(accessibilityReduceMotion)
        }
    }

    /// The key path of `trait`'s value.
    public static func keyPath(of trait: TraitName) -> PartialKeyPath<EnvironmentValues> {
        switch trait {
        case .colorScheme: \.colorScheme
        case .horizontalSizeClass: \.horizontalSizeClass
        case .verticalSizeClass: \.verticalSizeClass
        case .dynamicTypeSize: \.dynamicTypeSize
        case .layoutDirection: \.layoutDirection
        case .legibilityWeight: \.legibilityWeight
        case .accessibilityReduceMotion: \.accessibilityReduceMotion
        }
    }
}
