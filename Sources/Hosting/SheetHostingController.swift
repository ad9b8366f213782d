import Declarative
import Imperative

/// The controller a host presents for a `.sheet` or `.popover` of its view, as UIKit
/// hosting does: a hosting controller of the content, presented with the `.sheet` style —
/// or the `.popover` style with `.preferredContentSize` sizing, so the popover takes the
/// content's ideal size (and adapts to a sheet in compact width). When it is dismissed
/// from outside (Escape), it sets the binding back to false.
@MainActor
final class SheetHostingController: HostingController<AnyView> {
    var onDismiss: @MainActor () -> Void

    init(
        kind: PresentationKind, content: AnyView, environment: EnvironmentValues,
        onDismiss: @escaping @MainActor () -> Void
    ) {
        self.onDismiss = onDismiss
        super.init(rootView: content, inheriting: environment)
        switch kind {
        case .sheet:
            modalPresentationStyle = .sheet
        case .popover:
            modalPresentationStyle = .popover
            sizingOptions = .preferredContentSize
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed { onDismiss() }
    }
}

extension HostingController: SheetPresenter {
    public func presentSheet(
        id: ObjectIdentifier, kind: PresentationKind, content: AnyView, environment: EnvironmentValues,
        onDismiss: @escaping @MainActor () -> Void
    ) {
        let closed: @MainActor () -> Void = { [weak self] in
            self?.presentedSheets[id] = nil
            onDismiss()
        }
        if let sheet = presentedSheets[id] {
            sheet.onDismiss = closed
            sheet.rootView = content
            return
        }
        let sheet = SheetHostingController(kind: kind, content: content, environment: environment, onDismiss: closed)
        presentedSheets[id] = sheet
        present(sheet)
        if sheet.presentingViewController == nil {
            presentedSheets[id] = nil
            onDismiss()
        }
    }

    public func dismissSheet(id: ObjectIdentifier) {
        guard let sheet = presentedSheets.removeValue(forKey: id) else { return }
        if sheet.presentingViewController != nil { sheet.dismiss() }
    }
}
