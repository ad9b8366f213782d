/// Provided by a host that presents sheets itself, as UIKit hosting presents a SwiftUI
/// `.sheet` as a modal controller. With a presenter in the environment, `.sheet` hands its
/// content over instead of drawing it inside the hosted region; without one (a pure
/// declarative tree) it draws the sheet itself.
@MainActor
public protocol SheetPresenter: AnyObject {
    /// Shows the sheet (or popover) `id`, or refreshes it with new content. `onDismiss` is
    /// called when the presentation closes from outside (Escape on it), to set the binding
    /// back to false.
    func presentSheet(
        id: ObjectIdentifier, kind: PresentationKind, content: AnyView, environment: EnvironmentValues,
        onDismiss: @escaping @MainActor () -> Void)
    /// Closes the sheet `id` if it is up.
    func dismissSheet(id: ObjectIdentifier)
}

private struct SheetPresenterKey: EnvironmentKey {
    static let defaultValue: PresenterReference<any SheetPresenter>? = nil
}

@MainActor
extension EnvironmentValues {
    /// The host that presents `.sheet` content as its own presentation, if any.
    public var sheetPresenter: (any SheetPresenter)? { self[SheetPresenterKey.self]?.presenter }

    /// Installs `presenter`; a host calls this once per environment refresh with the same
    /// presenter, and the stored reference object is reused so the environment stays equal.
    public mutating func setSheetPresenter(_ presenter: some SheetPresenter) {
        setPresenter(presenter, for: SheetPresenterKey.self) { $0 }
    }
}
