import Hosting
import Imperative

/// Whether the user is typing into a text field, as `seam record` must know to write
/// `type "…"`: the top controller hosts a view whose focused control takes text.
@MainActor
public enum TextInputFocus {
    /// True when printable keys sent to `window` now go into a text field.
    public static func isEditing(in window: Window) -> Bool {
        window.topViewController?.isEditingText ?? false
    }
}
