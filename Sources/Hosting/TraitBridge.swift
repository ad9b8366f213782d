import Declarative
import Terminal
import Imperative

/// Carries the traits of a controller into a declarative environment, as a hosting
/// controller does: `overrideUserInterfaceStyle` arrives as `colorScheme`, and custom traits
/// reach the keys that bridge them (`TraitBridgedEnvironmentKey`).
@MainActor
enum TraitBridge {
    static func apply(_ traits: TraitCollection, to environment: inout EnvironmentValues) {
        environment.colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        environment.horizontalSizeClass = traits.horizontalSizeClass == .regular ? .regular : .compact
        environment.verticalSizeClass = traits.verticalSizeClass == .regular ? .regular : .compact
        environment.dynamicTypeSize = DynamicTypeSize(rawValue: traits.preferredContentSizeCategory.rawValue) ?? .large
        environment.layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        environment.legibilityWeight = traits.legibilityWeight == .bold ? .bold : .regular
        environment.accessibilityReduceMotion = traits.accessibilityReduceMotion
        for trait in TraitName.allCases { environment.setSource(.trait, for: EnvironmentValues.keyPath(of: trait)) }
        environment.setFallback(TraitEnvironmentFallback(traits: traits))
    }
}

extension TraitBridge {
    /// An environment holding `traits` alone, made once for each traits in turn: the content
    /// of every list row starts from it, so a row configured anew does not set and record
    /// every trait again, and the rows' environments share their storage.
    static func environment(for traits: TraitCollection) -> EnvironmentValues {
        remembered(&lastEnvironment, for: traits) {
            var environment = EnvironmentValues()
            apply(traits, to: &environment)
            return environment
        }
    }

    /// The same for a hosting configuration's content (`isCellContent`), made once for each
    /// traits in turn: what a row's state adds to it are drawing values, so rows with the same
    /// traits keep one layout stamp and the sizes they measured.
    static func cellContentEnvironment(for traits: TraitCollection) -> EnvironmentValues {
        remembered(&lastCellContentEnvironment, for: traits) {
            var environment = environment(for: traits)
            environment.isCellContent = true
            return environment
        }
    }

    private typealias Made = (traits: TraitCollection, environment: EnvironmentValues)
    private static var lastEnvironment: Made?
    private static var lastCellContentEnvironment: Made?

    /// The environment `slot` made for `traits`, else one `make` makes, kept in `slot`.
    private static func remembered(
        _ slot: inout Made?, for traits: TraitCollection, make: () -> EnvironmentValues
    ) -> EnvironmentValues {
        if let made = slot, made.traits == traits { return made.environment }
        let environment = make()
        slot = (traits, environment)
        return environment
    }

    /// The traits a declarative environment stands for, as a panel drawn inside declarative
    /// content (a view representable's) sees them: an `.environment(\.colorScheme, …)`
    /// above it reaches its palette, as SwiftUI hands a representable's view its traits.
    static func traits(from environment: EnvironmentValues) -> TraitCollection {
        var traits = TraitCollection()
        traits.userInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
        traits.horizontalSizeClass = environment.horizontalSizeClass == .regular ? .regular : .compact
        traits.verticalSizeClass = environment.verticalSizeClass == .compact ? .compact : .regular
        traits.preferredContentSizeCategory =
            ContentSizeCategory(rawValue: environment.dynamicTypeSize.rawValue) ?? .large
        traits.layoutDirection = environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        traits.legibilityWeight = environment.legibilityWeight == .bold ? .bold : .regular
        return traits
    }
}
