import Terminal

/// A panel that takes keys for the controller whose view holds it: a table or collection
/// view added to a plain controller's view answers the arrows and Enter the way it answers
/// taps in UIKit, without the controller routing keys to it. The controller's default
/// `handle(_:)` and `keyHints` use the first such panel of its own view tree (Seam's choice:
/// a terminal has one keyboard focus where a screen has touches everywhere).
@preconcurrency @MainActor
public protocol KeyHandlingPanel: Panel {
    /// True when the key was handled.
    func handle(_ key: Key) -> Bool
    /// The keys it answers now, for the footer and the help overlay.
    var keyHints: [KeyHint] { get }
}

extension ViewController {
    /// The first visible key-handling panel of this controller's view tree, parents before
    /// children, in subview order; the views of child controllers are theirs, not this one's.
    var keyHandlingPanel: (any KeyHandlingPanel)? {
        guard let root = viewIfLoaded else { return nil }
        return firstKeyHandlingPanel(in: root)
    }

    private func firstKeyHandlingPanel(in panel: Panel) -> (any KeyHandlingPanel)? {
        if panel.isHidden || (panel.owner != nil && panel.owner !== self) { return nil }
        if let handling = panel as? any KeyHandlingPanel { return handling }
        for subview in panel.subviews {
            if let found = firstKeyHandlingPanel(in: subview) { return found }
        }
        return nil
    }
}
