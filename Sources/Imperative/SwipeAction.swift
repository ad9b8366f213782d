/// Mirrors UIContextualAction: an action revealed by swiping a row of a `ListView` (here
/// Right or Left on the selected row). Its handler addresses the row's item by the
/// identifier the configuration provider was given, never by row.
@MainActor
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
@MainActor
public struct SwipeActionsConfiguration {
    public var actions: [SwipeAction]
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [SwipeAction]) {
        self.actions = actions
    }
}
