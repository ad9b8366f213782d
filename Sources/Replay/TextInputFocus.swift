import Declarative
import Hosting
import Imperative

/// Whether the user is typing into a text field, as `seam record` must know to write
/// `type "…"`. Read through the declarative focus API: the focused control of the top
/// hosted view is a text field when it declines initial focus (`FocusableView` documents
/// that text fields, and only they, say no).
@MainActor
public enum TextInputFocus {
    public static func isEditing(in window: Window) -> Bool {
        (window.topViewController as? any TextInputFocusReporting)?.isEditingText ?? false
    }
}

/// A controller that can tell whether a text field of its content has focus.
@MainActor
protocol TextInputFocusReporting {
    var isEditingText: Bool { get }
}

extension HostingController: TextInputFocusReporting {
    var isEditingText: Bool {
        (graph.focusedNode?.view as? any FocusableView)?.takesInitialFocus == false
    }
}
