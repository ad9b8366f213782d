import Terminal

/// `.sheet(isPresented:content:)`: while the binding is true, the sheet's content is
/// drawn in a bordered box over the dimmed hosted region, wherever the modifier sits. Focus and
/// keys stay in the sheet; Escape or `@Environment(\.dismiss)` closes it. Inside a host that
/// presents sheets itself (a `SheetPresenter` in the environment) the content is handed to
/// the host instead, as UIKit hosting presents SwiftUI sheets modally. `.popover` is the
/// same modifier asking its host for a popover; a tree without a host draws it as a sheet.
struct SheetModifier<Content: View, Sheet: View>: PrimitiveView, EscapeHandler {
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

    func update(_ node: ViewNode) {
        let dismisser = node.storage { Dismisser() }
        dismisser.isPresented = isPresented
        var list = ViewList()
        list.append(content, id: ViewList.contentID)
        if let presenter = node.environment.sheetPresenter {
            node.reconcile(list)
            let id = ObjectIdentifier(dismisser)
            if node.observe({ isPresented.wrappedValue }) {
                presenter.presentSheet(id: id, kind: kind, content: AnyView(sheet()), environment: node.environment) { [isPresented] in
                    isPresented.wrappedValue = false
                }
            } else {
                presenter.dismissSheet(id: id)
            }
            return
        }
        if node.observe({ isPresented.wrappedValue }) {
            list.append(SheetContainer(content: sheet(), dismiss: dismisser.action), id: ["sheet"])
        }
        node.reconcile(list)
    }

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        node.children.first?.sizeThatFits(proposal) ?? .zero
    }

    func place(_ node: ViewNode, in rect: Rect) {
        node.children.first?.place(in: rect)
        guard node.children.count > 1 else { return }
        let box = node.children[1]
        let rect = region(node)
        let room = ProposedSize(width: max(0, rect.width - 8), height: max(0, rect.height - 2))
        let s = box.sizeThatFits(room)
        let w = min(max(s.width, rect.width * 2 / 3), room.width ?? 0), h = min(s.height, room.height ?? 0)
        box.place(in: Rect(x: rect.x + (rect.width - w) / 2, y: rect.y + (rect.height - h) / 2, width: w, height: h))
    }

    /// The sheet covers the whole hosted region, wherever the modifier sits.
    private func region(_ node: ViewNode) -> Rect { node.graph?.root.frame ?? node.frame }

    func draw(_ node: ViewNode, in context: inout RenderContext) {
        guard let first = node.children.first else { return }
        first.draw(in: &context)
        guard node.children.count > 1 else { return }
        let dim = node.environment.palette.dimmedBackground
        context.restyle(region(node)) { $0.adding(.dim).with(background: dim) }
        node.children[1].draw(in: &context)
    }

    func interactiveChildren(_ node: ViewNode) -> [ViewNode] {
        node.children.count > 1 ? [node.children[1]] : Array(node.children.prefix(1))
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
        var list = ViewList()
        list.append(content, id: ViewList.contentID)
        node.reconcile(list)
    }

    private var frame: InsetLayout { InsetLayout(top: 1, leading: 2, bottom: 1, trailing: 2) }

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size { frame.sizeThatFits(proposal, node: node) }

    func place(_ node: ViewNode, in rect: Rect) { frame.place(node, in: rect) }

    func draw(_ node: ViewNode, in context: inout RenderContext) {
        context.fill(node.frame, style: node.environment.palette.text)
        context.drawBox(node.frame, style: node.environment.palette.text.with(foreground: node.environment.palette.tint))
        for child in node.children { child.draw(in: &context) }
    }
}

extension View {
    /// Mirrors `.sheet(isPresented:content:)`.
    public func sheet<Sheet: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Sheet) -> some View {
        SheetModifier(content: self, isPresented: isPresented, sheet: content)
    }

    /// Mirrors `.popover(isPresented:content:)`: the host presents the content as a popover
    /// sized by the content's ideal size (`preferredContentSize`), which adapts to a sheet
    /// in compact width.
    public func popover<Popover: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Popover) -> some View {
        SheetModifier(content: self, kind: .popover, isPresented: isPresented, sheet: content)
    }
}
