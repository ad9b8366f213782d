import Declarative
import Terminal
import Imperative

/// Carries the traits of a controller into a declarative environment, as a hosting
/// controller does: `overrideUserInterfaceStyle` arrives as `colorScheme`.
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
    }
}
