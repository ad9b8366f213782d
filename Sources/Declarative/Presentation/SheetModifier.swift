import Terminal

/// `.sheet(isPresented:content:)`: while the binding is true, the sheet's content is
/// drawn in a bordered box over the dimmed hosted region, wherever the modifier sits. Focus and
/// keys stay in the sheet; Escape or `@Environment(\.dismiss)` closes it. Inside a host that
/// presents sheets itself (a `SheetPresenter` in the environment) the content is handed to
/// the host instead, as UIKit hosting presents SwiftUI sheets modally. `.popover` is the
/// same modifier asking its host for a popover; a tree without a host draws it as a sheet.
struct SheetModifier<Content: View, Sheet: View>: OverlayModifier, EscapeHandler {
    let content: Content
    var kind = PresentationKind.sheet
    let isPresented: Binding<Bool>
    let sheet: @MainActor () -> Sheet

    /// The dismiss action handed to the sheet, kept so the environment below stays equal.
    @MainActor
    final class Dismisser {
        var isPresented: Binding<Bool>?
        lazy var action = DismissAction { [unowned self] in self.isPresented?.wrappedValue = false }
    }

    /// The box is at least two thirds of the region's width.
    var overlayLayout: OverlayLayout { OverlayLayout(sideMargin: 4) { $0 * 2 / 3 } }

    func update(_ node: ViewNode) {
        let dismisser = node.storage { Dismisser() }
        dismisser.isPresented = isPresented
        if let presenter = node.environment.sheetPresenter {
            node.reconcileContent(content)
            let id = ObjectIdentifier(dismisser)
            if node.observe({ isPresented.wrappedValue }) {
                presenter.presentSheet(id: id, kind: kind, content: AnyView(sheet()), environment: node.environment) {
                    [isPresented] in
                    isPresented.wrappedValue = false
                }
            } else {
                presenter.dismissSheet(id: id)
            }
            return
        }
        let shown = node.observe { isPresented.wrappedValue }
        reconcile(node, box: shown ? SheetContainer(content: sheet(), dismiss: dismisser.action) : nil, id: "sheet")
    }

    /// A new environment alone changes neither the content nor whether the box shows, so the
    /// children take it as they are; only a sheet a host presents is handed it again (`update`).
    func updateEnvironment(_ node: ViewNode) -> Bool {
        node.environment.sheetPresenter == nil || !node.observe { isPresented.wrappedValue }
    }

    func handleEscape(_ node: ViewNode) -> Bool {
        guard node.environment.sheetPresenter == nil, isPresented.wrappedValue else { return false }
        isPresented.wrappedValue = false
        return true
    }
}

/// The sheet's box: a border, a cell of room inside, the content's own preferences.
struct SheetContainer<Content: View>: PrimitiveView, PreferenceBoundary {
    let content: Content
    let dismiss: DismissAction

    func update(_ node: ViewNode) {
        node.childEnvironment.dismiss = dismiss
        node.childEnvironment.backgroundColor = nil
        node.reconcileContent(content)
    }

    private var frame: InsetLayout { InsetLayout(top: 1, leading: 2, bottom: 1, trailing: 2) }

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size { frame.sizeThatFits(proposal, node: node) }

    func place(_ node: ViewNode, in rect: Rect) { frame.place(node, in: rect) }

    func draw(_ node: ViewNode, in context: inout RenderContext) {
        context.fill(node.frame, style: node.environment.palette.text)
        context.drawBox(
            node.frame, style: node.environment.palette.text.with(foreground: node.environment.palette.tint))
        for child in node.children { child.draw(in: &context) }
    }
}

extension View {
    /// Mirrors `.sheet(isPresented:content:)`.
    public func sheet<Sheet: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Sheet)
        -> some View
    {
        SheetModifier(content: self, isPresented: isPresented, sheet: content)
    }

    /// Mirrors `.popover(isPresented:content:)`: the host presents the content as a popover
    /// sized by the content's ideal size (`preferredContentSize`), which adapts to a sheet
    /// in compact width.
    public func popover<Popover: View>(
        isPresented: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Popover
    ) -> some View {
        SheetModifier(content: self, kind: .popover, isPresented: isPresented, sheet: content)
    }
}
