import Declarative
import Imperative

/// Mirrors UITraitBridgedEnvironmentKey (iOS 17): an environment key that bridges a trait
/// (usually a custom `TraitDefinition`). A hosted view reading it sees
/// `read(from: traitCollection)` of its host's traits — and follows every change, as a trait
/// set with `traitOverrides` above the host changes — unless a modifier above it set the key.
/// The other way, a value set with `.environment` above a representable is written into its
/// controller's traits with `write(to:value:)`. A plain `EnvironmentKey` does neither: copied
/// in when the host is made, it keeps that value (`trait-bridged-environment`).
public protocol TraitBridgedEnvironmentKey: EnvironmentKey {
    static func read(from traitCollection: TraitCollection) -> Value
    static func write(to mutableTraits: inout any MutableTraits, value: Value)
}

extension TraitBridgedEnvironmentKey {
    /// A bridged key nobody set reads its host's traits (`EnvironmentValues`' fallback).
    public static var bridgesTrait: Bool { true }
}

/// A host's traits as the fallback of its view's environment: a bridged key nobody set reads
/// its value from them.
struct TraitEnvironmentFallback: EnvironmentFallback {
    let traits: TraitCollection

    func value<K: EnvironmentKey>(for key: K.Type) -> K.Value? {
        guard let bridged = key as? any TraitBridgedEnvironmentKey.Type else { return nil }
        return Self.read(bridged, from: traits) as? K.Value
    }

    private static func read<B: TraitBridgedEnvironmentKey>(_ key: B.Type, from traits: TraitCollection) -> Any {
        key.read(from: traits)
    }

    /// Traits that differ only in what is drawn — the colour scheme, the legibility weight,
    /// reduce motion (the keys that carry them do not affect layout) — change no size or
    /// position: the keys this fallback serves read the custom traits. Anything else may move
    /// something.
    func changesLayout(from other: TraitEnvironmentFallback) -> Bool {
        var traits = traits
        traits.userInterfaceStyle = other.traits.userInterfaceStyle
        traits.legibilityWeight = other.traits.legibilityWeight
        traits.accessibilityReduceMotion = other.traits.accessibilityReduceMotion
        return traits != other.traits
    }
}

extension TraitBridge {
    /// `traits` with every bridged key set in `environment` written into them, as SwiftUI
    /// writes a value set with `.environment` into the traits of UIKit content below it.
    static func write(_ environment: EnvironmentValues, into traits: TraitOverrides) -> TraitOverrides {
        var mutable: any MutableTraits = traits
        environment.forEachBridgedValue { key, value in
            guard let bridged = key as? any TraitBridgedEnvironmentKey.Type else { return }
            write(bridged, value, into: &mutable)
        }
        return mutable as? TraitOverrides ?? traits
    }

    private static func write<B: TraitBridgedEnvironmentKey>(
        _ key: B.Type, _ value: Any, into traits: inout any MutableTraits
    ) {
        guard let value = value as? B.Value else { return }
        B.write(to: &traits, value: value)
    }
}
