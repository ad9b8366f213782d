import Terminal

/// `.alert` and `.confirmationDialog`: while the binding is true, the dialog's buttons are
/// offered. Inside a host that presents dialogs itself (a `DialogPresenter` in the
/// environment) the buttons are handed to the host, as SwiftUI on iOS has the hosting
/// controller present a UIAlertController; in a pure declarative tree the dialog draws
/// itself in a box over the dimmed region, focus and keys stay in it, and Escape chooses
/// the cancel button.
struct DialogModifier<Content: View, Actions: View>: OverlayModifier, EscapeHandler {
    let content: Content
    let kind: Dialog.Kind
    let title: String
    let titleVisibility: Visibility
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: String?

    /// The identity under which the host keeps the dialog, one per modifier node.
    @MainActor
    final class Identity {}

    /// The dialog with buttons read from `actions`, each closing the dialog before it runs.
    private var dialog: Dialog {
        let isPresented = self.isPresented
        let close: @MainActor () -> Void = { isPresented.wrappedValue = false }
        let buttons = ViewList.of(actions).elements.compactMap {
            ($0.view as? any DialogActionConvertible)?.dialogAction(closing: close)
        }
        return Dialog(
            kind: kind, title: title, titleVisibility: titleVisibility, message: message,
            buttons: buttons, close: close)
    }

    /// The box takes the width its text and buttons ask for.
    var overlayLayout: OverlayLayout { OverlayLayout(sideMargin: 3) }

    func update(_ node: ViewNode) {
        let shown = node.observe { isPresented.wrappedValue }
        if let presenter = node.environment.dialogPresenter {
            node.reconcileContent(content)
            let id = ObjectIdentifier(node.storage { Identity() })
            if shown { presenter.presentDialog(id: id, dialog: dialog) } else { presenter.dismissDialog(id: id) }
            return
        }
        reconcile(node, box: shown ? DialogBox(dialog: dialog) : nil, id: "dialog")
    }

    /// A new environment alone changes neither the content nor whether the box shows, so the
    /// children take it as they are; only a dialog a host presents is handed it again (`update`).
    func updateEnvironment(_ node: ViewNode) -> Bool {
        node.environment.dialogPresenter == nil || !node.observe { isPresented.wrappedValue }
    }

    /// Escape chooses the cancel button of a dialog this tree draws; with none (an alert
    /// with only default buttons) it does nothing, and the dialog stays.
    func handleEscape(_ node: ViewNode) -> Bool {
        guard node.environment.dialogPresenter == nil, isPresented.wrappedValue else { return false }
        dialog.cancelAction?.run()
        return true
    }
}

extension View {
    /// Mirrors `.confirmationDialog(_:isPresented:titleVisibility:actions:)`: choices about an
    /// action the user started, the cancel button at the bottom. The title shows only with
    /// `titleVisibility: .visible`.
    public func confirmationDialog<A: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        DialogModifier(
            content: self, kind: .confirmationDialog, title: title, titleVisibility: titleVisibility,
            isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Mirrors `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
    public func confirmationDialog<A: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, message: () -> Text
    ) -> some View {
        DialogModifier(
            content: self, kind: .confirmationDialog, title: title, titleVisibility: titleVisibility,
            isPresented: isPresented, actions: actions(), message: message().content)
    }

    /// Mirrors `.alert(_:isPresented:actions:)`.
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View
    {
        DialogModifier(
            content: self, kind: .alert, title: title, titleVisibility: .visible,
            isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Mirrors `.alert(_:isPresented:actions:message:)`.
    public func alert<A: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, message: () -> Text
    ) -> some View {
        DialogModifier(
            content: self, kind: .alert, title: title, titleVisibility: .visible,
            isPresented: isPresented, actions: actions(), message: message().content)
    }
}
