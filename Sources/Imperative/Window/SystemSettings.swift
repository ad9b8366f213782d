import Terminal

/// The device settings a user changes (F3–F8, or `trait` in a script). With the
/// terminal size they make the window's trait collection.
public struct SystemSettings: Hashable, Sendable {
    public var userInterfaceStyle: UserInterfaceStyle = .dark
    public var contentSizeCategory: ContentSizeCategory = .large
    public var layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
    public var legibilityWeight: LegibilityWeight = .regular
    /// Reduce motion (F8): transitions do not animate.
    public var reduceMotion = false

    public init() {}

    /// The traits a setting changes (the size classes follow the terminal's size).
    public static let settableTraits: [TraitName] = [
        .colorScheme, .dynamicTypeSize, .layoutDirection, .legibilityWeight,
        .accessibilityReduceMotion,
    ]

    /// Sets a trait (`colorScheme light`); false for a size class or an unknown value.
    public mutating func set(_ trait: TraitName, to value: String) -> Bool {
        switch trait {
        case .colorScheme:
            guard let v = UserInterfaceStyle(rawValue: value) else { return false }
            userInterfaceStyle = v
        case .dynamicTypeSize:
            guard let v = ContentSizeCategory(rawValue: value) else { return false }
            contentSizeCategory = v
        case .layoutDirection:
            guard let v = TraitEnvironmentLayoutDirection(rawValue: value) else { return false }
            layoutDirection = v
        case .legibilityWeight:
            guard let v = LegibilityWeight(rawValue: value) else { return false }
            legibilityWeight = v
        case .accessibilityReduceMotion:
            guard let v = TraitName.isOn(value) else { return false }
            reduceMotion = v
        case .horizontalSizeClass, .verticalSizeClass:
            return false
        }
        return true
    }

    /// The settable traits with their values, as a script's `trait` lines set them.
    public var named: [(TraitName, String)] {
        [
            (.colorScheme, userInterfaceStyle.rawValue), (.dynamicTypeSize, contentSizeCategory.rawValue),
            (.layoutDirection, layoutDirection.rawValue), (.legibilityWeight, legibilityWeight.rawValue),
            (.accessibilityReduceMotion, TraitName.word(reduceMotion)),
        ]
    }
}
