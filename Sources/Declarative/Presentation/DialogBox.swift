import Terminal

/// A dialog drawn by a pure declarative tree (no host presents it): a bordered box with the
/// title, the message and the buttons. The buttons are placed as on iOS: an alert with two
/// shows them side by side, the cancel button leading; otherwise they stack with the cancel
/// button at the bottom, set apart by a divider in a confirmation dialog. A destructive
/// button never takes initial focus, so focus starts on the first other button.
struct DialogBox: PrimitiveView, PreferenceBoundary {
    let dialog: Dialog

    func update(_ node: ViewNode) {
        node.childEnvironment.backgroundColor = nil
        node.reconcileContent(DialogBody(dialog: dialog))
    }

    private var frame: InsetLayout { InsetLayout(top: 1, leading: 2, bottom: 1, trailing: 2) }

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size { frame.sizeThatFits(proposal, node: node) }

    func place(_ node: ViewNode, in rect: Rect) { frame.place(node, in: rect) }

    func draw(_ node: ViewNode, in context: inout RenderContext) {
        let palette = node.environment.palette
        context.fill(node.frame, style: palette.text)
        context.drawBox(node.frame, style: palette.text.with(foreground: palette.separator), corners: .rounded)
        for child in node.children { child.draw(in: &context) }
    }
}

/// The inside of a `DialogBox`.
private struct DialogBody: View {
    let dialog: Dialog
    /// The widest the text runs, as a dialog is narrower than the screen.
    private static let maximumTextWidth = 48

    private var others: [Dialog.Action] { dialog.actions.filter { $0.role != .cancel } }
    private var inRow: Bool { dialog.kind == .alert && dialog.actions.count == 2 }

    var body: some View {
        VStack(alignment: .center, spacing: 1) {
            if dialog.showsTitle { Text(dialog.title).bold().frame(maxWidth: Self.maximumTextWidth) }
            if let message = dialog.message { Text(message).frame(maxWidth: Self.maximumTextWidth) }
            if inRow {
                HStack(spacing: 2) {
                    if let cancel = dialog.cancelAction { button(cancel) }
                    ForEach(others.indices) { button(others[$0]) }
                }
            } else {
                VStack(alignment: .center, spacing: 0) {
                    ForEach(others.indices) { button(others[$0]) }
                    if let cancel = dialog.cancelAction {
                        if dialog.kind == .confirmationDialog && !others.isEmpty { Divider() }
                        button(cancel)
                    }
                }
            }
        }
    }

    private func button(_ action: Dialog.Action) -> Button<Text> {
        Button(action.title, role: action.role, action: action.run)
    }
}
