/// Mirrors UITraitDefinition (iOS 17): "a type representing a trait in a trait collection".
/// An app defines a custom trait with its default value; a controller sets it for itself and
/// what is below it with `traitOverrides[MyTrait.self] = value`, and every controller below
/// reads it as `traitCollection[MyTrait.self]`. A hosted SwiftUI view sees it only through an
/// environment key that bridges it (Hosting's `TraitBridgedEnvironmentKey`).
public protocol TraitDefinition {
    associatedtype Value: Hashable & Sendable
    /// The value a trait collection holds when nobody set one.
    static var defaultValue: Value { get }
    /// A unique identifier, reverse-DNS by convention; the name by default.
    static var identifier: String { get }
    /// A short name, for printing and diagnostics; the type's name by default.
    static var name: String { get }
    /// Whether the trait resolves colours: false by default.
    static var affectsColorAppearance: Bool { get }
}

extension TraitDefinition {
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { name }
    public static var affectsColorAppearance: Bool { false }
}

/// One custom trait's value in a trait collection, with the trait's name for diagnostics.
struct CustomTraitValue: Hashable, @unchecked Sendable {
    // The value is a `TraitDefinition.Value`, which is `Sendable`.
    let value: AnyHashable
    let name: String
    /// The trait's default value, which a collection without this trait holds.
    let defaultValue: AnyHashable
}

extension TraitCollection {
    /// Mirrors `traitCollection[MyTrait.self]`: the custom trait's value, or its default.
    public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
        customTraits[ObjectIdentifier(trait)]?.value.base as? T.Value ?? T.defaultValue
    }

    /// The custom traits whose values differ between `other` and these traits: each trait's
    /// name, and its value in `other` and here (its default where it is not set).
    public func customTraitChanges(from other: TraitCollection) -> [CustomTraitChange] {
        Set(customTraits.keys).union(other.customTraits.keys).compactMap { id in
            let old = other.customTraits[id], new = customTraits[id]
            guard old?.value != new?.value else { return nil }
            let trait = (new ?? old)!
            return CustomTraitChange(
                name: trait.name, old: old?.value ?? trait.defaultValue, new: new?.value ?? trait.defaultValue)
        }.sorted { $0.name < $1.name }
    }
}

/// A custom trait that changed (`TraitCollection.customTraitChanges(from:)`).
public struct CustomTraitChange: @unchecked Sendable {
    public let name: String
    /// The value before and after.
    public let old: AnyHashable
    public let new: AnyHashable
}
