import Declarative
import Imperative

/// `.alert` and `.confirmationDialog` of a hosted view, presented the way UIKit hosting
/// presents them: as an `AlertController` (`.alert` or `.actionSheet` style) from this
/// host, each button an `AlertAction` whose style follows the button's role.
extension HostingController: DialogPresenter {
    package func presentDialog(id: ObjectIdentifier, dialog: Dialog) {
        guard presentedDialogs[id] == nil else { return }
        let alert = AlertController(
            title: dialog.showsTitle ? dialog.title : nil, message: dialog.message,
            preferredStyle: dialog.kind == .alert ? .alert : .actionSheet)
        for action in dialog.actions {
            alert.addAction(
                AlertAction(title: action.title, style: AlertAction.Style(action.role)) { [weak self] _ in
                    self?.presentedDialogs[id] = nil
                    action.run()
                })
        }
        presentedDialogs[id] = alert
        present(alert)
        if alert.presentingViewController == nil {  // refused: something else is presented
            presentedDialogs[id] = nil
            dialog.close()
        }
    }

    package func dismissDialog(id: ObjectIdentifier) {
        guard let alert = presentedDialogs.removeValue(forKey: id) else { return }
        if alert.presentingViewController != nil { alert.dismiss() }
    }
}

extension AlertAction.Style {
    /// The style of a button with `role`.
    init(_ role: ButtonRole?) {
        switch role {
        case .destructive: self = .destructive
        case .cancel: self = .cancel
        case nil: self = .default
        }
    }
}
