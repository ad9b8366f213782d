import Terminal

/// Mirrors SwiftUI's List: rows (with `Section` headers) in a scrolling column with a
/// selection. Lazy: only the rows in view are built and laid out, so a list of ten
/// million rows costs what a short one does. Up/Down move the selection (and leave the
/// list at its ends), PageUp/PageDown/Home/End scroll, Enter activates the row's control
/// (a NavigationLink or Button inside it).
///
/// `List(selection:)` binds the selected row: a row is named by its `.tag`, else by the id
/// `ForEach` gave it, as SwiftUI tags `ForEach` rows with their ids. Setting the binding
/// selects that row and scrolls it into view; moving the selection writes the binding.
public struct List<Content: View>: PrimitiveView, FocusableView {
    public let content: Content
    /// The bound selection, type-erased: reads the row value, writes a row's value back.
    let selection: (get: @MainActor () -> AnyHashable?, set: @MainActor (AnyHashable) -> Void)?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }

    /// Mirrors `List(selection:content:)` for a single selection.
    public init<SelectionValue: Hashable>(
        selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.selection = (
            get: { selection.wrappedValue.map(AnyHashable.init) },
            set: { value in if let value = value.base as? SelectionValue { selection.wrappedValue = value } }
        )
    }

    final class Scroll {
        var first = 0
        var selected = 0
        var height = 0
        var rowCount = 0
        /// The bound selection as the list last read or wrote it: a binding that changed from
        /// it was set from outside, and the list looks for its row.
        var boundValue: AnyHashable?
    }

    private var rows: ViewList {
        var list = ViewList(lazy: true)
        list.append(content, id: .root)
        return list
    }

    public var focusLabel: String { "List" }
    public var keyHints: [KeyHint] { [KeyHint("↑↓", "select"), KeyHint("⏎", "open")] }

    public func update(_ node: ViewNode) {
        _ = updateEnvironment(node)
        reconcileVisible(node)
    }

    /// Its rows sit one under another: a `Divider` in a row's content spans it.
    public var stackAxis: Axis? { .vertical }

    /// The rows shown depend on the data and the scroll position, not on the environment.
    public func updateEnvironment(_ node: ViewNode) -> Bool {
        node.childEnvironment.isInListRow = true
        return true
    }

    /// Builds the rows from the first visible one, as many as the height can show.
    private func reconcileVisible(_ node: ViewNode) {
        let scroll = node.storage { Scroll() }
        let rows = self.rows
        scroll.rowCount = rows.count
        if let selection, let value = selection.get(), value != scroll.boundValue {
            scroll.boundValue = value
            if let i = (0..<rows.count).first(where: { Self.value(of: rows.element(at: $0)) == value }) {
                scroll.selected = i
            }
        }
        scroll.selected = min(max(0, scroll.selected), max(0, rows.count - 1))
        if rows.count > 0, rows.element(at: scroll.selected).view is SectionHeader {
            scroll.selected = step(from: scroll.selected, by: 1, rows) ?? scroll.selected
        }
        scroll.first = min(scroll.first, max(0, rows.count - 1))
        let visible = scroll.height > 0 ? scroll.height : 24
        if scroll.selected < scroll.first {
            scroll.first = scroll.selected
            // The first row of a section brings its header along when both fit, as a
            // sectioned imperative list does.
            if scroll.selected > 0, visible > 1, rows.element(at: scroll.selected - 1).view is SectionHeader {
                scroll.first -= 1
            }
        }
        if scroll.selected >= scroll.first + visible { scroll.first = scroll.selected - visible + 1 }
        var list = ViewList()
        for i in scroll.first..<min(rows.count, scroll.first + visible) {
            let e = rows.element(at: i)
            list.append(RowView(index: i, content: AnyView(e.view)), id: e.id, elementID: e.elementID)
        }
        node.reconcile(list)
    }

    private func step(from index: Int, by delta: Int, _ rows: ViewList) -> Int? {
        var i = index + delta
        while rows.count > 0, i >= 0, i < rows.count {
            if !(rows.element(at: i).view is SectionHeader) { return i }
            i += delta
        }
        return nil
    }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        Size(width: proposal.width ?? 40, height: proposal.height ?? min(node.storage { Scroll() }.rowCount, 10))
    }

    public func place(_ node: ViewNode, in rect: Rect) {
        let scroll = node.storage { Scroll() }
        if scroll.height != rect.height {
            scroll.height = rect.height
            reconcileVisible(node)
        }
        var y = rect.y
        for child in node.children {
            let h = min(child.sizeThatFits(ProposedSize(width: rect.width, height: nil)).height, max(0, rect.maxY - y))
            child.place(in: Rect(x: rect.x, y: y, width: rect.width, height: h))
            y += h
        }
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        let selected = node.existingStorage(Scroll.self)?.selected
        let env = node.environment
        for child in node.children {
            child.draw(in: &context)
            if (child.view as? RowView)?.index == selected {
                let palette = env.palette
                context.restyle(child.frame) { node.showsFocus ? palette.selected($0) : $0.adding(.underline) }
            }
        }
    }

    public func interactiveChildren(_ node: ViewNode) -> [ViewNode] { [] }

    public func handleKey(_ key: Key, node: ViewNode) -> Bool {
        let scroll = node.storage { Scroll() }
        let rows = self.rows
        let page = max(1, scroll.height - 1)
        var target: Int?
        switch key {
        case .down: target = step(from: scroll.selected, by: 1, rows)
        case .up: target = step(from: scroll.selected, by: -1, rows)
        case .pageDown:
            target =
                step(from: min(rows.count, scroll.selected + page) - 1, by: 1, rows)
                ?? step(from: rows.count, by: -1, rows)
        case .pageUp: target = step(from: max(-1, scroll.selected - page - 1), by: 1, rows)
        case .home: target = step(from: -1, by: 1, rows)
        case .end: target = step(from: rows.count, by: -1, rows)
        case .enter, .space: return activate(node)
        default: return false
        }
        guard let target else { return false }
        select(target, rows, in: node)
        return true
    }

    /// Selects row `index` (writing a bound selection) and brings it into view.
    private func select(_ index: Int, _ rows: ViewList, in node: ViewNode) {
        let scroll = node.storage { Scroll() }
        scroll.selected = index
        if let selection, let value = Self.value(of: rows.element(at: index)) {
            scroll.boundValue = value
            selection.set(value)
        }
        reconcileVisible(node)
        node.setNeedsLayout()
    }

    /// The value a row stands for in a bound selection: its `.tag`, else its `ForEach` id.
    private static func value(of row: ViewList.Element) -> AnyHashable? {
        (row.view as? any TaggedView)?.tagValue ?? row.elementID
    }

    /// A click selects the row under it and activates it when it was selected already; the
    /// wheel moves the selection three rows.
    public func handleMouse(_ event: MouseEvent, node: ViewNode) -> Bool {
        let scroll = node.storage { Scroll() }
        let rows = self.rows
        switch event.action {
        case .click:
            guard let row = node.children.first(where: { $0.frame.contains(event.point) }),
                let index = (row.view as? RowView)?.index, !(rows.element(at: index).view is SectionHeader)
            else { return false }
            if index == scroll.selected { return activate(node) }
            select(index, rows, in: node)
        case .scrollUp, .scrollDown:
            var target = scroll.selected
            for _ in 0..<3 { target = step(from: target, by: event.action == .scrollUp ? -1 : 1, rows) ?? target }
            select(target, rows, in: node)
        }
        return true
    }

    /// Offers Enter to the first control inside the selected row.
    private func activate(_ node: ViewNode) -> Bool {
        let scroll = node.storage { Scroll() }
        guard let row = node.children.first(where: { ($0.view as? RowView)?.index == scroll.selected }) else {
            return false
        }
        return row.firstDescendant { n in n.focusableView?.handleKey(.enter, node: n) == true } != nil
    }
}

/// One row of a List, remembering its index in the whole list.
struct RowView: ContentModifierView {
    let index: Int
    let content: AnyView
}
