/// What `.alert` and `.confirmationDialog` present: the title, the message and the actions,
/// each a button with its role. The one rule, as SwiftUI has it: a dialog always offers a way
/// out — a confirmation dialog, or an alert with a destructive action, that declares no
/// cancel button gets a standard *Cancel*; an alert with no buttons gets *OK*. Only the first
/// cancel button is kept. Every action closes the dialog (sets its binding to false) before
/// it runs.
@MainActor
package struct Dialog {
    package enum Kind: Sendable { case alert, confirmationDialog }

    /// One button of the dialog.
    package struct Action {
        package let title: String
        package let role: ButtonRole?
        /// Closes the dialog, then runs the button's action.
        package let run: @MainActor () -> Void
    }

    package let kind: Kind
    package let title: String
    /// True when the title shows: an alert always shows it; a confirmation dialog only when
    /// asked (`titleVisibility: .visible`), as on iOS.
    package let showsTitle: Bool
    package let message: String?
    package let actions: [Action]
    /// Closes the dialog without running anything (the cancel button).
    package let close: @MainActor () -> Void

    init(
        kind: Kind, title: String, titleVisibility: Visibility, message: String?,
        buttons: [Action], close: @escaping @MainActor () -> Void
    ) {
        self.kind = kind
        self.title = title
        self.message = message
        self.close = close
        switch titleVisibility {
        case .visible: showsTitle = true
        case .hidden: showsTitle = false
        case .automatic: showsTitle = kind == .alert
        }
        var actions: [Action] = []
        for button in buttons where button.role != .cancel || !actions.contains(where: { $0.role == .cancel }) {
            actions.append(button)
        }
        let needsCancel = kind == .confirmationDialog || actions.contains { $0.role == .destructive }
        if needsCancel, !actions.contains(where: { $0.role == .cancel }) {
            actions.append(Action(title: "Cancel", role: .cancel, run: close))
        }
        if actions.isEmpty { actions.append(Action(title: "OK", role: nil, run: close)) }
        self.actions = actions
    }

    /// The cancel button, which Escape chooses.
    package var cancelAction: Action? { actions.first { $0.role == .cancel } }
}

/// A view a dialog can take as one of its actions (a `Button`), as SwiftUI reads the
/// buttons out of a dialog's `actions` builder.
@preconcurrency @MainActor
protocol DialogActionConvertible {
    /// The button as a dialog action whose run first calls `close`.
    func dialogAction(closing close: @escaping @MainActor () -> Void) -> Dialog.Action
}
