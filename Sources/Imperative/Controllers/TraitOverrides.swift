import Terminal

/// Mirrors UIMutableTraits (iOS 17): "a mutable container of traits", read and written by
/// name. `TraitOverrides` is the one Seam has, as `traitOverrides` on a view controller.
public protocol MutableTraits {
    var userInterfaceStyle: UserInterfaceStyle { get set }
    var horizontalSizeClass: UserInterfaceSizeClass { get set }
    var verticalSizeClass: UserInterfaceSizeClass { get set }
    var preferredContentSizeCategory: ContentSizeCategory { get set }
    var layoutDirection: TraitEnvironmentLayoutDirection { get set }
    var legibilityWeight: LegibilityWeight { get set }
    /// A custom trait (`TraitDefinition`): `traitOverrides[ThemeTrait.self] = .monochrome`.
    subscript<T: TraitDefinition>(trait: T.Type) -> T.Value { get set }
}

/// Mirrors UITraitOverrides (iOS 17): "a mutable container of traits you use to set trait
/// changes for an object and its descendants". Only the traits set are overrides; reading one
/// that is not set gives the trait's default value. A view controller applies its overrides
/// over the traits its parent gives it (`ViewController.traitOverrides`).
public struct TraitOverrides: MutableTraits, Hashable, Sendable {
    private var style: UserInterfaceStyle?
    private var horizontal: UserInterfaceSizeClass?
    private var vertical: UserInterfaceSizeClass?
    private var contentSize: ContentSizeCategory?
    private var direction: TraitEnvironmentLayoutDirection?
    private var weight: LegibilityWeight?
    private var custom: [ObjectIdentifier: CustomTraitValue] = [:]

    public init() {}

    public var userInterfaceStyle: UserInterfaceStyle {
        get { style ?? TraitCollection().userInterfaceStyle }
        set { style = newValue }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { horizontal ?? TraitCollection().horizontalSizeClass }
        set { horizontal = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass {
        get { vertical ?? TraitCollection().verticalSizeClass }
        set { vertical = newValue }
    }
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { contentSize ?? TraitCollection().preferredContentSizeCategory }
        set { contentSize = newValue }
    }
    public var layoutDirection: TraitEnvironmentLayoutDirection {
        get { direction ?? TraitCollection().layoutDirection }
        set { direction = newValue }
    }
    public var legibilityWeight: LegibilityWeight {
        get { weight ?? TraitCollection().legibilityWeight }
        set { weight = newValue }
    }

    public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
        get { custom[ObjectIdentifier(trait)]?.value.base as? T.Value ?? T.defaultValue }
        set {
            custom[ObjectIdentifier(trait)] = CustomTraitValue(
                value: AnyHashable(newValue), name: T.name, defaultValue: AnyHashable(T.defaultValue))
        }
    }

    /// Mirrors `contains(_:)` for a custom trait.
    public func contains<T: TraitDefinition>(_ trait: T.Type) -> Bool { custom[ObjectIdentifier(trait)] != nil }

    /// Mirrors `remove(_:)` for a custom trait: it follows the parent again.
    public mutating func remove<T: TraitDefinition>(_ trait: T.Type) { custom[ObjectIdentifier(trait)] = nil }

    /// Mirrors `contains(_:)`: whether the overrides change `trait`.
    public func contains(_ trait: TraitName) -> Bool {
        switch trait {
        case .colorScheme: style != nil
        case .horizontalSizeClass: horizontal != nil
        case .verticalSizeClass: vertical != nil
        case .dynamicTypeSize: contentSize != nil
        case .layoutDirection: direction != nil
        case .legibilityWeight: weight != nil
        case .accessibilityReduceMotion: false
        }
    }

    /// Mirrors `remove(_:)`: `trait` follows the parent again.
    public mutating func remove(_ trait: TraitName) {
        switch trait {
        case .colorScheme: style = nil
        case .horizontalSizeClass: horizontal = nil
        case .verticalSizeClass: vertical = nil
        case .dynamicTypeSize: contentSize = nil
        case .layoutDirection: direction = nil
        case .legibilityWeight: weight = nil
        case .accessibilityReduceMotion: break
        }
    }

    /// `traits` with every override set here in place.
    func apply(to traits: inout TraitCollection) {
        if let style { traits.userInterfaceStyle = style }
        if let horizontal { traits.horizontalSizeClass = horizontal }
        if let vertical { traits.verticalSizeClass = vertical }
        if let contentSize { traits.preferredContentSizeCategory = contentSize }
        if let direction { traits.layoutDirection = direction }
        if let weight { traits.legibilityWeight = weight }
        traits.customTraits.merge(custom) { _, override in override }
    }
}
