/// Provided by a host that presents dialogs itself, as UIKit hosting presents a SwiftUI
/// `.alert` or `.confirmationDialog` as a UIAlertController. With a presenter in the
/// environment, the modifier hands the dialog over; without one (a pure declarative tree)
/// it draws the dialog itself.
@MainActor
package protocol DialogPresenter: AnyObject {
    /// Shows the dialog `id` unless it is up already.
    func presentDialog(id: ObjectIdentifier, dialog: Dialog)
    /// Closes the dialog `id` if it is up (its binding turned false elsewhere).
    func dismissDialog(id: ObjectIdentifier)
}

private struct DialogPresenterKey: EnvironmentKey {
    static let defaultValue: PresenterReference<any DialogPresenter>? = nil
}

@MainActor
extension EnvironmentValues {
    /// The host that presents dialogs as its own presentations, if any.
    package var dialogPresenter: (any DialogPresenter)? { self[DialogPresenterKey.self]?.presenter }

    /// Installs `presenter`; the stored reference object is reused for the same presenter
    /// so the environment stays equal.
    package mutating func setDialogPresenter(_ presenter: some DialogPresenter) {
        setPresenter(presenter, for: DialogPresenterKey.self) { $0 }
    }
}
