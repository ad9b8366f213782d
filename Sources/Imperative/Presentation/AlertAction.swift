/// Mirrors UIAlertAction: one button of an `AlertController`, with the style that says what
/// it does. The one rule: the handler runs after the alert has been dismissed.
@preconcurrency @MainActor
public final class AlertAction {
    /// Mirrors UIAlertAction.Style. `.cancel` leaves things unchanged (an alert has at most
    /// one, and Escape chooses it); `.destructive` might change or delete data and is drawn
    /// in the destructive colour.
    public enum Style: Sendable { case `default`, cancel, destructive }

    public let title: String
    public let style: Style
    let handler: (@MainActor (AlertAction) -> Void)?

    public init(title: String, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
