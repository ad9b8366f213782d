/// Mirrors UITraitOverrides (iOS 17), the size classes Seam models: a controller's
/// `traitOverrides` replace the traits it inherits, for it and everything below it — a
/// container narrowing a child to compact width, say. Nil leaves a trait as inherited.
public struct TraitOverrides: Hashable, Sendable {
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public var verticalSizeClass: UserInterfaceSizeClass?

    public init() {}

    func apply(to traits: inout TraitCollection) {
        if let h = horizontalSizeClass { traits.horizontalSizeClass = h }
        if let v = verticalSizeClass { traits.verticalSizeClass = v }
    }
}
