import Declarative
import Imperative

/// The controller a host presents for a `.sheet` or `.popover` of its view, as UIKit
/// hosting does: a hosting controller of the content, presented with the `.sheet` style —
/// or the `.popover` style with `.preferredContentSize` sizing, so the popover takes the
/// content's ideal size (and adapts to a sheet in compact width, unless the content's
/// `.presentationCompactAdaptation` says otherwise: the controller is its own popover
/// presentation's delegate, as SwiftUI's is). When it is dismissed from outside (Escape), it
/// sets the binding back to false.
@MainActor
final class SheetHostingController: HostingController<AnyView>, PopoverPresentationControllerDelegate {
    var onDismiss: @MainActor () -> Void
    /// The name of the host whose view presents this one, for `popover-compact-adaptation`.
    let presenterName: String
    /// Set while the adapted popover has been reported, so it is named once per adaptation.
    private var reportedAdaptation = false

    init(
        kind: PresentationKind, content: AnyView, environment: EnvironmentValues, presenterName: String,
        onDismiss: @escaping @MainActor () -> Void
    ) {
        self.onDismiss = onDismiss
        self.presenterName = presenterName
        super.init(rootView: content, inheriting: environment)
        switch kind {
        case .sheet:
            modalPresentationStyle = .sheet
        case .popover:
            modalPresentationStyle = .popover
            sizingOptions = .preferredContentSize
            popoverPresentationController?.delegate = self
        }
    }

    /// The content's `.presentationCompactAdaptation`, as UIKit's adaptive delegate answers it:
    /// `.none` keeps the popover (`.popover` or `.none` asked), `.fullScreen` for a full-screen
    /// cover, else the sheet UIKit adapts a popover to.
    func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        guard let asked = graph.preferences.compactAdaptation else { return .sheet }
        let adaptation = asked.adaptation(
            horizontallyCompact: traitCollection.horizontalSizeClass == .compact,
            verticallyCompact: traitCollection.verticalSizeClass == .compact)
        if adaptation.keepsPopover { return .none }
        return adaptation.isFullScreenCover ? .fullScreen : .sheet
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        checkCompactAdaptation()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        checkCompactAdaptation()
    }

    /// `popover-compact-adaptation`: a popover on screen that shows adapted (a sheet) while
    /// no view in its content reads `@Environment(\.dismiss)`, the action a Done or Close
    /// button calls. Named once each time it adapts, when it appears adapted or when its
    /// traits turn compact under it.
    private func checkCompactAdaptation() {
        let shown = effectivePresentationStyle
        guard isAppeared, modalPresentationStyle == .popover, shown != .popover else {
            reportedAdaptation = false
            return
        }
        guard !reportedAdaptation, !contentReadsDismiss else { return }
        reportedAdaptation = true
        report(.popoverCompactAdaptation(presented: typeName, presenter: presenterName, shownAs: shown.rawValue))
    }

    /// Whether a view in the content reads the dismiss action.
    private var contentReadsDismiss: Bool {
        graph.root.firstDescendant { node in
            node.environmentReads.contains { read in
                if case .value(let keyPath, _) = read { keyPath == \EnvironmentValues.dismiss } else { false }
            }
        } != nil
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        reportedAdaptation = false
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
        let sheet = SheetHostingController(
            kind: kind, content: content, environment: environment, presenterName: typeName, onDismiss: closed)
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
