import Terminal

/// Mirrors UIContextualAction: an action revealed by swiping a row of a `ListView` (here
/// Right or Left on the selected row). Its handler addresses the row's item by the
/// identifier the configuration provider was given, never by row.
@preconcurrency @MainActor
public struct SwipeAction {
    /// Mirrors UIContextualAction.Style: a destructive action shows in the destructive colour.
    public enum Style: Sendable { case normal, destructive }

    public var title: String
    public var style: Style
    public var handler: () -> Void

    public init(style: Style = .normal, title: String, handler: @escaping () -> Void) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// Mirrors UISwipeActionsConfiguration: the actions of one edge of a row, outermost first
/// (the first sits at the edge). With `performsFirstActionWithFullSwipe`, an arrow pressed
/// past the outermost action (swiping all the way) performs the first one.
@preconcurrency @MainActor
public struct SwipeActionsConfiguration {
    public var actions: [SwipeAction]
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [SwipeAction]) {
        self.actions = actions
    }
}

/// The swipe actions a list row shows: their edge, their configuration as revealed and the
/// focused action (0 is the outermost, at the edge). Focus starts on the first action that
/// is not destructive, so Enter right after revealing never destroys anything.
@MainActor
struct RevealedSwipeActions {
    let edge: SwipeEdge
    let configuration: SwipeActionsConfiguration
    private(set) var focus: Int

    init(edge: SwipeEdge, configuration: SwipeActionsConfiguration) {
        self.edge = edge
        self.configuration = configuration
        focus = configuration.actions.firstIndex { $0.style != .destructive } ?? 0
    }

    var focusedAction: SwipeAction { configuration.actions[focus] }

    /// What an arrow does once the actions show.
    enum ArrowOutcome { case stays, hides, performsFullSwipe }

    /// An arrow toward the revealed edge moves focus outward, and past the outermost action
    /// swipes all the way (when the configuration allows it); an arrow away moves inward,
    /// and past the innermost hides the actions.
    mutating func arrow(towardTrailing: Bool) -> ArrowOutcome {
        let outward = (edge == .trailing) == towardTrailing
        if outward {
            if focus > 0 { focus -= 1; return .stays }
            return configuration.performsFirstActionWithFullSwipe ? .performsFullSwipe : .stays
        }
        if focus < configuration.actions.count - 1 { focus += 1; return .stays }
        return .hides
    }

    /// The key hints while the actions show: move, perform the focused one, hide.
    var keyHints: [KeyHint] {
        [KeyHint("←→", "choose"), KeyHint("⏎", focusedAction.title.lowercased()), KeyHint("esc", "hide")]
    }
}
