import Terminal

/// The inspector (F2): the tree of what is on screen — window, containers and their stacks,
/// presentations, children — each node with its kind and owner; under a navigation
/// controller whose stack holds a navigation path (a hosted NavigationStack's), the visible
/// stack's count beside the path's, marked out of step when controllers sit above the path;
/// then the top controller's
/// details (a host lists its view's environment and where each value came from); then the
/// diagnostics so far. A side panel in regular width, an overlay in compact width.
extension Window {
    /// Side panel width in regular width.
    static let inspectorWidth = 44

    /// True when the inspector takes a side panel rather than covering the app.
    var inspectorIsSidePanel: Bool { traitCollection.horizontalSizeClass == .regular }

    /// Handles F2; while the overlay covers the app (compact width), Escape closes it and
    /// keys other than the settings and quit wait. True when the key was taken.
    func handleInspectorKey(_ key: Key) -> Bool {
        if key == .function(2) {
            isShowingInspector.toggle()
            events.record(isShowingInspector ? "inspector shown" : "inspector closed")
            return true
        }
        guard isShowingInspector, !inspectorIsSidePanel else { return false }
        switch key {
        case .escape:
            isShowingInspector = false
            events.record("inspector closed")
            return true
        case .function(3...7), .character("q"), .ctrl("C"):
            return false  // settings and quit still work, and the inspector shows their effect
        default:
            return true   // the overlay covers the app: other keys wait
        }
    }

    /// The inspector's lines: (indent, text, emphasis).
    func inspectorLines() -> [(Int, String, Bool)] {
        var lines: [(Int, String, Bool)] = [(0, "On screen: window \(size)", true)]
        func visit(_ c: ViewController, depth: Int, role: String) {
            let title = c.displayTitle.isEmpty ? "" : " “\(c.displayTitle)”"
            let path = c.navigationPathDepth > 0 ? " · path \(c.navigationPathDepth)" : ""
            lines.append((depth, "\(role)\(c.typeName)\(title) · \(c.kind)\(path)", false))
            if let nav = c as? NavigationController, let summary = stackAndPath(of: nav) {
                lines.append((depth + 1, summary, false))
            }
            for (i, child) in c.children.enumerated() {
                let childRole: String
                if let nav = c as? NavigationController {
                    childRole = nav.topViewController === child ? "top: " : "\(i + 1). "
                } else if let tabs = c as? TabBarController {
                    childRole = tabs.selectedViewController === child ? "tab ✓ " : "tab "
                } else {
                    childRole = "child: "
                }
                visit(child, depth: depth + 1, role: childRole)
            }
            if let presented = c.presentedStorage {
                visit(presented, depth: depth + 1, role: "presents (\(presented.modalPresentationStyle.rawValue)): ")
            }
        }
        if let root = rootViewController { visit(root, depth: 1, role: "root: ") }
        if let top = topViewController {
            let details = top.inspectorDetails
            if !details.isEmpty {
                lines.append((0, "", false))
                lines.append((0, "\(top.displayTitle.isEmpty ? top.typeName : top.displayTitle) sees", true))
                lines += details.map { (1, "\($0.0)  \($0.1)", false) }
            }
        }
        lines.append((0, "", false))
        lines.append((0, "Diagnostics (\(diagnostics.entries.count))", true))
        if diagnostics.entries.isEmpty { lines.append((1, "none", false)) }
        for d in diagnostics.entries { lines.append((1, "\(d.rule.id) at \(d.location)", false)) }
        return lines
    }

    /// For a navigation controller whose stack holds a navigation path: the visible stack's
    /// count beside the path's, out of step when controllers were pushed above the path.
    private func stackAndPath(of nav: NavigationController) -> String? {
        let stack = nav.viewControllers
        guard let owner = stack.lastIndex(where: { $0.navigationPathDepth > 0 }) else { return nil }
        let outOfStep = owner < stack.count - 1 ? " · out of step" : ""
        return "stack \(stack.count) · path \(stack[owner].navigationPathDepth)\(outOfStep)"
    }

    func drawInspector(in area: Rect, overlay: Bool, context: inout DrawContext) {
        let palette = context.palette
        if overlay {
            let dim = palette.dimmedBackground
            context.restyle(area) { $0.with(background: dim).adding(.dim) }
        }
        let box = overlay ? area.inset(top: 1, leading: 2, bottom: 1, trailing: 2) : area
        context.fill(box, style: palette.text)
        drawBorder(box, context: &context)
        let title = " Inspector "
        context.draw(title, at: Point(x: box.x + (box.width - DisplayWidth.of(title)) / 2, y: box.y), style: palette.text.adding(.bold))
        let inner = box.inset(top: 1, leading: 2, bottom: 1, trailing: 2)
        var lines = inspectorLines()
        if lines.count > inner.height { lines.removeAll { $0.1.isEmpty } }  // short of room: no blank separators
        for (i, line) in lines.prefix(max(0, inner.height)).enumerated() {
            let indent = min(line.0 * 2, max(0, inner.width - 1))
            let text = DisplayWidth.truncate(line.1, to: inner.width - indent)
            let style = line.2 ? palette.text.adding(.bold) : palette.text
            let x = context.mirroredX(inner.x + indent, width: DisplayWidth.of(text), in: size.width)
            context.draw(text, at: Point(x: x, y: inner.y + i), style: style)
        }
        let close = overlay ? "F2 / esc close" : "F2 close"
        context.draw(close, at: Point(x: box.maxX - 2 - DisplayWidth.of(close), y: box.maxY - 1), style: palette.secondaryText)
    }
}
