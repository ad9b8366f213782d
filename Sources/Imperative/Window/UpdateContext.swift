import Terminal

/// Where a panel sits during the update phase of a frame, as `DrawContext` will say when it
/// draws: its absolute origin, the part of the window it may show (the clip), the traits it
/// draws with, and the layer it belongs to. The one rule: a panel the draw phase will not
/// reach (hidden, clipped away) is not reached by the update phase either.
///
/// The window says which layer is in front as it walks its layers, so nothing updated below
/// it has to walk up to the window to ask.
public struct UpdateContext {
    public var origin: Point
    public var clip: Rect
    public var traits: TraitCollection
    /// True in the window's front layer — the top presentation, else the root — while no help
    /// overlay covers it. Only the front layer shows focus, as only the key window's first
    /// responder does in UIKit; what is below is dimmed (`tintAdjustmentMode = .dimmed`).
    /// False for a panel updated outside a window.
    public var isFrontLayer = false
    /// True for the panels of the controller the user works in (`Window.topViewController`),
    /// help or not: a list highlights its selection only there. Each controller's root panel
    /// sets it for its tree (`Panel.updateIfNeeded(in:)`).
    public internal(set) var isInTopViewController = false
    /// The controller the user works in, which each controller's root panel compares itself with.
    var topViewController: ObjectIdentifier?
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
