import Terminal

/// Mirrors UIAlertController: a title, a message and actions, presented modally
/// (`present(_:)`) in a box over the dimmed screen (`.custom` presentation, sized to fit).
/// The one rule: a destructive action is never where focus starts — focus starts on the
/// preferred action, else on the first action that is not destructive (the cancel action
/// when there is nothing else); Enter or Space chooses the focused action and Escape the
/// cancel action. Choosing an action dismisses the alert, then runs its handler.
///
/// Placement follows UIKit: an `.alert` with two actions shows them in a row, the cancel
/// action leading; otherwise actions stack in the order added with the cancel action at the
/// bottom — in an `.actionSheet` set apart by a rule. An alert keeps one cancel action.
@preconcurrency @MainActor
public final class AlertController: ViewController {
    /// Mirrors UIAlertController.Style.
    public enum Style: Sendable { case alert, actionSheet }

    public let preferredStyle: Style
    public var message: String? { didSet { viewIfLoaded?.setNeedsLayout() } }
    public private(set) var actions: [AlertAction] = []
    /// Mirrors `preferredAction`: where focus starts (a destructive one is ignored).
    public var preferredAction: AlertAction? {
        didSet { focusedIndex = nil }
    }
    /// The focused action's position in `arrangedActions`; nil until asked for.
    private var focusedIndex: Int? { didSet { viewIfLoaded?.setNeedsDisplay() } }

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init()
        self.title = title
        modalPresentationStyle = .custom
    }

    /// Mirrors `addAction(_:)`. UIKit refuses a second cancel action (it raises); here the
    /// second is left out and debug builds assert.
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            assertionFailure("AlertController can only have one action with the cancel style")
            return
        }
        actions.append(action)
        focusedIndex = nil
        viewIfLoaded?.setNeedsLayout()
    }

    public override func loadView() { setView(AlertPanel(alert: self)) }

    // MARK: Arrangement and focus

    /// True when the actions show side by side: an alert with exactly two.
    var showsActionsInRow: Bool { preferredStyle == .alert && actions.count == 2 }

    /// The actions in the order they show (and focus moves): in a row the cancel action
    /// leads; in a column it comes last.
    var arrangedActions: [AlertAction] {
        let others = actions.filter { $0.style != .cancel }
        let cancel = actions.filter { $0.style == .cancel }
        return showsActionsInRow ? cancel + others : others + cancel
    }

    /// True when a rule sets the cancel action apart from the others (an action sheet).
    var separatesCancelAction: Bool {
        preferredStyle == .actionSheet && actions.contains { $0.style == .cancel } && actions.count > 1
    }

    /// The focused action: the preferred one, else the first that is not destructive.
    public var focusedAction: AlertAction? {
        let arranged = arrangedActions
        if let i = focusedIndex, arranged.indices.contains(i) { return arranged[i] }
        if let preferred = preferredAction, preferred.style != .destructive,
            arranged.contains(where: { $0 === preferred })
        {
            return preferred
        }
        return arranged.first { $0.style != .destructive }
    }

    private func moveFocus(by delta: Int, wraps: Bool) {
        let arranged = arrangedActions
        guard !arranged.isEmpty else { return }
        guard let current = focusedAction, let i = arranged.firstIndex(where: { $0 === current }) else {
            focusedIndex = delta > 0 ? 0 : arranged.count - 1
            return
        }
        var j = i + delta
        if wraps { j = (j % arranged.count + arranged.count) % arranged.count }
        if arranged.indices.contains(j) { focusedIndex = j }
    }

    /// Chooses `action`: the alert is dismissed, then the handler runs.
    public func choose(_ action: AlertAction) {
        dismiss()
        action.handler?(action)
    }

    // MARK: Keys

    /// Every key stays with the alert except what the window answers (help, quit, traits):
    /// Escape with no cancel action does nothing, as a UIKit alert without one cannot be escaped.
    public override func handle(_ key: Key) -> Bool {
        let rtl = currentTraits.layoutDirection == .rightToLeft
        switch key {
        case .enter, .space:
            if let action = focusedAction { choose(action) }
        case .escape:
            if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
        case .tab: moveFocus(by: 1, wraps: true)
        case .backTab: moveFocus(by: -1, wraps: true)
        case .down: moveFocus(by: 1, wraps: false)
        case .up: moveFocus(by: -1, wraps: false)
        case .right: moveFocus(by: rtl ? -1 : 1, wraps: false)
        case .left: moveFocus(by: rtl ? 1 : -1, wraps: false)
        default: return false
        }
        return true
    }

    public override var keyHints: [KeyHint] {
        var hints = [KeyHint(showsActionsInRow ? "←→" : "↑↓", "move")]
        if let focused = focusedAction { hints.append(KeyHint("⏎", focused.title.lowercased())) }
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            hints.append(KeyHint("esc", cancel.title.lowercased()))
        }
        return hints
    }
}
