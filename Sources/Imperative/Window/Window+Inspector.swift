import Terminal

/// The inspector (F2): the legend of the ownership marks drawn on the app while it is open
/// (see `Window+Ownership`); the tree of what is on screen — window, containers and their
/// stacks, presentations, children — each node with its kind and owner; under a navigation
/// controller whose stack holds a navigation path (a hosted NavigationStack's), the visible
/// stack's count beside the path's, marked out of step when controllers sit above the path;
/// then the top controller's details (a host lists its view's environment and where each
/// value came from); then every diagnostic so far, `⚠ id — message (at location)`. A side
/// panel in regular width, an overlay in compact width.
extension Window {
    /// Side panel width in regular width.
    static let inspectorWidth = 44

    /// True when the inspector takes a side panel rather than covering the app.
    var inspectorIsSidePanel: Bool { traitCollection.horizontalSizeClass == .regular }

    /// The inspector's lines for a panel `width` columns wide: the legend of the owner marks,
    /// the controller tree, the top controller's details, then every diagnostic so far.
    func inspectorLines(width: Int, owners: [OwnerRegion]) -> [InspectorLine] {
        var lines = ownerLegend(owners, width: width)
        if !lines.isEmpty { lines.append(.blank) }
        lines.append(InspectorLine("On screen: window \(size)", .heading))
        /// Tabs the user does not see are one line each: what is on screen comes first.
        func visit(_ c: ViewController, depth: Int, role: String, onScreen: Bool = true) {
            let title = c.displayTitle.isEmpty ? "" : " “\(c.displayTitle)”"
            let path = c.navigationPathDepth > 0 ? " · path \(c.navigationPathDepth)" : ""
            let hidden = onScreen ? "" : " · \(c.children.count) screen\(c.children.count == 1 ? "" : "s") off screen"
            // The kind in its owner colour, as the legend above shows it.
            let kind: OwnershipRole = c.kind == .hosted ? .hosted : .imperative
            lines.append(
                InspectorLine(
                    indent: depth,
                    runs: [
                        ("\(role)\(c.typeName)\(title) · ", .plain),
                        (c.kind.rawValue, .owner(kind)), ("\(path)\(hidden)", .plain),
                    ]))
            guard onScreen else { return }
            if let nav = c as? NavigationController, let summary = stackAndPath(of: nav) {
                lines.append(InspectorLine(indent: depth + 1, summary))
            }
            for (i, child) in c.children.enumerated() {
                let childRole: String
                if let nav = c as? NavigationController {
                    childRole = nav.topViewController === child ? "top: " : "\(i + 1). "
                } else if let tabs = c as? TabBarController {
                    guard tabs.selectedViewController === child else {
                        visit(child, depth: depth + 1, role: "tab ", onScreen: false)
                        continue
                    }
                    childRole = "tab ✓ "
                } else {
                    childRole = "child: "
                }
                visit(child, depth: depth + 1, role: childRole)
            }
            if let presented = c.presentedStorage {
                visit(presented, depth: depth + 1, role: "presents (\(presented.presentationStyleDescription)): ")
            }
        }
        if let root = rootViewController { visit(root, depth: 1, role: "root: ") }
        if let top = topViewController {
            let details = top.inspectorDetails
            if !details.isEmpty {
                lines.append(.blank)
                lines.append(
                    InspectorLine("\(top.displayTitle.isEmpty ? top.typeName : top.displayTitle) sees", .heading))
                lines += details.map { InspectorLine(indent: 1, "\($0.0)  \($0.1)") }
            }
        }
        lines.append(.blank)
        lines.append(InspectorLine("Diagnostics (\(diagnostics.entries.count))", .heading))
        if diagnostics.entries.isEmpty { lines.append(InspectorLine(indent: 1, "none")) }
        for d in diagnostics.entries { lines += diagnosticLines(d, width: width) }
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

    /// `⚠ id — message (at location)`, wrapped under its first line; the mark and the id in
    /// the warning colour.
    private func diagnosticLines(_ d: Diagnostic, width: Int) -> [InspectorLine] {
        let mark = "⚠ \(d.id)"
        let text = "\(mark) — \(d.message) (at \(d.location.isEmpty ? "window" : d.location))"
        let first = TextWrap.lines(text, width: max(1, width - 2))[0]
        let rest = text.dropFirst(first.count).drop { $0 == " " }
        let wrapped = [first] + (rest.isEmpty ? [] : TextWrap.lines(String(rest), width: max(1, width - 4)))
        return wrapped.enumerated().map { i, text in
            guard i == 0 else { return InspectorLine(indent: 2, text) }
            guard text.hasPrefix(mark) else { return InspectorLine(indent: 1, text, .warning) }
            return InspectorLine(indent: 1, runs: [(mark, .warning), (String(text.dropFirst(mark.count)), .plain)])
        }
    }

    /// The inspector's lines wrapped to the box, with as few blank separators left out as
    /// make them fit (all when they still do not); the update phase keeps the scroll in range.
    func layoutInspector(_ lines: [InspectorLine], inner: Rect) -> [InspectorLine] {
        var wrapped = lines.flatMap { $0.wrapped(width: inner.width) }
        while wrapped.count > inner.height, let blank = wrapped.firstIndex(where: \.isBlank) {
            wrapped.remove(at: blank)
        }
        inspectorScroll = min(inspectorScroll, max(0, wrapped.count - inner.height))
        return wrapped
    }

    /// Where the lines go inside the box's border.
    func inspectorInner(_ box: Rect) -> Rect { box.inset(top: 1, leading: 2, bottom: 1, trailing: 2) }

    /// Draws the inspector with `lines` (wrapped in the update phase) in `area`, from the
    /// scrolled line; when they do not all fit, the bottom border says which show.
    func drawInspector(_ lines: [InspectorLine], in area: Rect, overlay: Bool, context: inout DrawContext) {
        let palette = context.palette
        let box = area  // all of a side panel, or the whole app as an overlay: nothing below shows at its edges
        context.fill(box, style: palette.text)
        drawBorder(box, context: &context)
        let title = " Inspector "
        context.draw(
            title, at: Point(x: box.x + (box.width - DisplayWidth.of(title)) / 2, y: box.y),
            style: palette.text.adding(.bold))
        let inner = inspectorInner(box)
        for (i, line) in lines.dropFirst(inspectorScroll).prefix(max(0, inner.height)).enumerated() {
            draw(line, row: inner.y + i, in: inner, context: &context)
        }
        var marks = [overlay ? "F2 / esc close" : "F2 close"]
        if lines.count > inner.height {
            let last = min(lines.count, inspectorScroll + inner.height)
            marks.insert("\(overlay ? "↑↓" : "wheel") \(inspectorScroll + 1)–\(last) of \(lines.count)", at: 0)
        }
        let close = " " + marks.joined(separator: "  ") + " "
        context.draw(
            close, at: Point(x: box.maxX - 1 - DisplayWidth.of(close), y: box.maxY - 1), style: palette.secondaryText)
    }

    /// Draws a line's runs after its indent in `inner`, cut with `…` at the edge; in
    /// right-to-left the line as a whole sits at the trailing edge, its runs in order.
    private func draw(_ line: InspectorLine, row: Int, in inner: Rect, context: inout DrawContext) {
        let indent = min(line.indent * 2, max(0, inner.width - 1))
        let width = inner.width - indent
        let full = DisplayWidth.of(line.text)
        let cut = full > width
        var x = inner.x + context.mirroredX(indent, width: min(full, width), in: inner.width)
        let point = Point(x: x, y: row)
        var left = cut ? width - 1 : width
        var style = InspectorLine.style(.plain, traits: context.traits)
        for run in line.runs where left > 0 {
            var piece = "", pieceWidth = 0
            for c in run.text {
                if pieceWidth + DisplayWidth.of(c) > left { break }
                piece.append(c); pieceWidth += DisplayWidth.of(c)
            }
            style = InspectorLine.style(run.emphasis, traits: context.traits)
            x += context.draw(piece, at: Point(x: x, y: point.y), style: style)
            left -= pieceWidth
            if piece.count < run.text.count { break }
        }
        if cut && width > 0 { context.draw("…", at: Point(x: x, y: point.y), style: style) }
    }
}
