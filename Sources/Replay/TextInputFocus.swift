import Hosting
import Imperative

/// Whether the user is typing into a text field, as `seam record` must know to write
/// `type "…"`: the top controller hosts a view whose focused control takes text.
@MainActor
public enum TextInputFocus {
    public static func isEditing(in window: Window) -> Bool {
        (window.topViewController as? any HostedScreen)?.isEditingText ?? false
    }
}
