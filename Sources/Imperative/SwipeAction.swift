/// Mirrors UIContextualAction: an action revealed by swiping a row, here bound to a key.
/// The one rule: the key acts on the selected row's item (by identifier) whether or not
/// the actions are revealed; Right reveals leading actions, Left trailing ones (mirrored
/// in right-to-left), Escape hides them.
@MainActor
public struct SwipeAction {
    /// Mirrors UIContextualAction.Style.
    public enum Style: Sendable { case normal, destructive }

    public var title: String
    public var key: Character
    public var style: Style
    public var handler: () -> Void

    public init(title: String, key: Character, style: Style = .normal, handler: @escaping () -> Void) {
        self.title = title
        self.key = key
        self.style = style
        self.handler = handler
    }

    /// How a revealed action shows: `[d] Delete`.
    public var label: String { "[\(key)] \(title)" }
}
