/// What a declarative presentation asks its host for: `.sheet(isPresented:)` a sheet,
/// `.popover(isPresented:)` a popover sized by its content — which the host's imperative
/// side adapts to a sheet in compact size classes, as SwiftUI's popover does on iPhone.
public enum PresentationKind: Sendable {
    case sheet
    case popover
}
