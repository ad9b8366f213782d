/// Mirrors SwiftUI's PresentationAdaptation: "Strategies for adapting a presentation to a
/// different size class", for `.presentationCompactAdaptation(_:)`.
public struct PresentationAdaptation: Hashable, Sendable {
    enum Strategy: Hashable, Sendable { case automatic, none, popover, sheet, fullScreenCover }
    let strategy: Strategy

    /// "Use the default presentation adaptation": a popover becomes a sheet.
    public static let automatic = PresentationAdaptation(strategy: .automatic)
    /// "Don't adapt for the size class, if possible."
    public static let none = PresentationAdaptation(strategy: .none)
    /// "Prefer a popover appearance when adapting for size classes."
    public static let popover = PresentationAdaptation(strategy: .popover)
    /// "Prefer a sheet appearance when adapting for size classes."
    public static let sheet = PresentationAdaptation(strategy: .sheet)
    /// "Prefer a full-screen-cover appearance when adapting for size classes."
    public static let fullScreenCover = PresentationAdaptation(strategy: .fullScreenCover)

    /// Whether the presentation keeps its own appearance (`.none`, or `.popover` for a popover).
    package var keepsPopover: Bool { strategy == .none || strategy == .popover }
    package var isFullScreenCover: Bool { strategy == .fullScreenCover }
}

/// What `.presentationCompactAdaptation` asks of the presentation its content is in: one
/// adaptation for a horizontally compact size class, one for a vertically compact one.
public struct CompactAdaptation: Hashable, Sendable {
    public var horizontal: PresentationAdaptation
    public var vertical: PresentationAdaptation

    /// The adaptation for a size class that is compact as given: "In a size class that is both
    /// horizontally and vertically compact, SwiftUI uses the verticalAdaptation value."
    public func adaptation(horizontallyCompact: Bool, verticallyCompact: Bool) -> PresentationAdaptation {
        verticallyCompact ? vertical : horizontallyCompact ? horizontal : .automatic
    }
}

/// `.presentationCompactAdaptation(_:)` on a presentation's content: the host presenting the
/// content reads it from the content's preferences; the outermost wins.
struct PresentationCompactAdaptationModifier<Content: View>: ContentModifierView, PreferenceWriter {
    let content: Content
    let adaptation: CompactAdaptation

    func writePreferences(into preferences: inout PreferenceValues) {
        if preferences.compactAdaptation == nil { preferences.compactAdaptation = adaptation }
    }
}

extension View {
    /// Mirrors `.presentationCompactAdaptation(_:)`: "Specifies how to adapt a presentation to
    /// compact size classes"; applied to the content of a `.popover` (or `.sheet`).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        PresentationCompactAdaptationModifier(
            content: self, adaptation: CompactAdaptation(horizontal: adaptation, vertical: adaptation))
    }

    /// Mirrors `.presentationCompactAdaptation(horizontal:vertical:)`.
    public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        PresentationCompactAdaptationModifier(
            content: self, adaptation: CompactAdaptation(horizontal: horizontalAdaptation, vertical: verticalAdaptation)
        )
    }
}
