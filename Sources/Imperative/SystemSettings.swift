/// The device settings a user changes (F3–F7, or `trait` in a script). With the
/// terminal size they make the window's trait collection.
public struct SystemSettings: Hashable, Sendable {
    public var userInterfaceStyle: UserInterfaceStyle = .dark
    public var contentSizeCategory: ContentSizeCategory = .large
    public var layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
    public var legibilityWeight: LegibilityWeight = .regular

    public init() {}

    /// Sets a trait by its script name (`colorScheme light`); false when name or value is unknown.
    public mutating func set(_ name: String, to value: String) -> Bool {
        switch name {
        case "colorScheme":
            guard let v = UserInterfaceStyle(rawValue: value) else { return false }
            userInterfaceStyle = v
        case "dynamicTypeSize":
            guard let v = ContentSizeCategory(rawValue: value) else { return false }
            contentSizeCategory = v
        case "layoutDirection":
            guard let v = TraitEnvironmentLayoutDirection(rawValue: value) else { return false }
            layoutDirection = v
        case "legibilityWeight":
            guard let v = LegibilityWeight(rawValue: value) else { return false }
            legibilityWeight = v
        default:
            return false
        }
        return true
    }
}
