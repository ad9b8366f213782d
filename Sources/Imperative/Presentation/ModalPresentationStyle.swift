import Terminal

/// Mirrors UIModalPresentationStyle, named as the state dump names them. The one rule:
/// only `.fullScreen` hides (and makes disappear) what is underneath.
public enum ModalPresentationStyle: String, Sendable {
    /// A bordered box over the dimmed content below.
    case sheet
    /// The whole content area; the presenter disappears.
    case fullScreen
    /// A bordered box sized by the presented controller's `preferredContentSize`, at the
    /// trailing top corner, over undimmed content — in regular width and height; in a
    /// compact size class it adapts to a sheet (`adapted(to:)`).
    case popover
    /// A bordered box as big as the presented controller's view fits (`sizeThatFits`),
    /// centred over dimmed content: how `AlertController` presents itself, as
    /// UIAlertController uses a custom presentation.
    case custom
    /// Mirrors `UIModalPresentationStyle.none`: "A presentation style that indicates no
    /// adaptations should be made" — an adaptive delegate's answer (`PresentationController`).
    /// Apple says not to present with it; a controller that does shows as a sheet (Seam's choice).
    case none

    /// The box of the presentation (border included) inside `content`, the window's
    /// area above the footer. `fittingSize` answers what a `.custom` presentation's view
    /// fits in the room it is offered.
    func frame(in content: Rect, preferredContentSize: Size?, fittingSize: (Size) -> Size) -> Rect {
        switch self {
        case .fullScreen:
            return content
        case .sheet, .none:
            let width = max(0, min(content.width - 4, 76))
            let top = min(2, content.height / 6)
            return Rect(
                x: content.x + (content.width - width) / 2, y: content.y + top,
                width: width, height: max(0, content.height - top))
        case .popover:
            let wanted = preferredContentSize ?? Size(width: 40, height: 10)
            let width = min(wanted.width + 2, content.width - 2)
            let height = min(wanted.height + 2, content.height - 1)
            return Rect(x: content.maxX - width - 1, y: content.y + 1, width: max(0, width), height: max(0, height))
        case .custom:
            let room = Size(width: max(0, content.width - 6), height: max(0, content.height - 2))
            let fits = fittingSize(room)
            let width = min(fits.width, room.width) + 2, height = min(fits.height, room.height) + 2
            return Rect(
                x: content.x + (content.width - width) / 2, y: content.y + (content.height - height) / 2,
                width: width, height: height)
        }
    }

    /// The style shown under `traits`, as UIKit adapts a presentation: a popover in a
    /// horizontally or vertically compact environment behaves as a form sheet, which is a
    /// sheet there (UIKit since iOS 13); `.none` shows as a sheet; the other styles show as they are.
    public func adapted(to traits: TraitCollection) -> ModalPresentationStyle {
        if self == .none { return .sheet }
        guard self == .popover, traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact else {
            return self
        }
        return .sheet
    }

    /// Whether the presentation draws a border around the presented controller.
    var isBordered: Bool { self != .fullScreen }
    /// Whether the content below is dimmed.
    var dimsBelow: Bool { self == .sheet || self == .custom }
    /// Whether presenting and dismissing animate in the interactive app: a sheet and a full
    /// screen cover vertically (UIKit's default `modalTransitionStyle`, `.coverVertical`); a
    /// popover and an alert appear in place, as UIKit fades them.
    var slides: Bool { self == .sheet || self == .fullScreen }
}
