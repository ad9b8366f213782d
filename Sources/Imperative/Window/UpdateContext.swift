import Terminal

/// Where a panel sits during the update phase of a frame, as `DrawContext` will say when it
/// draws: its absolute origin, the part of the window it may show (the clip) and the traits
/// it draws with. The one rule: a panel the draw phase will not reach (hidden, clipped away)
/// is not reached by the update phase either.
public struct UpdateContext {
    public var origin: Point
    public var clip: Rect
    public var traits: TraitCollection
    /// Where the window collects the rectangles the coming frame must draw again; nil when
    /// nobody keeps the last frame (a panel updated on its own).
    var damage: FrameDamage?

    public init(origin: Point, clip: Rect, traits: TraitCollection) {
        self.origin = origin
        self.clip = clip
        self.traits = traits
    }

    /// The panel's frame in window coordinates, given its size.
    public func frame(size: Size) -> Rect { Rect(origin: origin, size: size) }

    public var palette: Palette { traits.palette }
}
