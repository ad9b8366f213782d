import Terminal

/// Ownership on screen: while the inspector is open, every region of the app is framed by
/// who owns it (see `OwnershipRole`), outer owners first, so an inner owner's frame wins
/// where edges meet. Frames take only blank cells and lines — text under an edge stays, and
/// so does a single space between two words of it — and a one-row region is marked at its
/// two ends. A presentation's region takes in its border.
extension Window {
    /// A region of the screen and who owns it: the visible part, in window coordinates.
    struct OwnerRegion: Equatable {
        var role: OwnershipRole
        var rect: Rect
    }

    /// The owner regions of what is drawn in `content`: the root's panels, then each
    /// presentation, each walked as `render` draws it. A panel starts a region where the
    /// owner changes; inside it, panels of the same owner belong to it.
    func ownerRegions(in content: Rect) -> [OwnerRegion] {
        var regions: [OwnerRegion] = []
        func visit(
            _ panel: Panel, origin: Point, clip: Rect, enclosing: OwnershipRole?, role: OwnershipRole?,
            chrome: Rect? = nil
        ) {
            guard !panel.isHidden else { return }
            let frame = Rect(
                origin: Point(x: origin.x + panel.frame.x, y: origin.y + panel.frame.y), size: panel.frame.size)
            let visible = clip.intersection(frame)
            guard !visible.isEmpty else { return }
            var current = enclosing
            if let role, role.startsRegion(inside: enclosing) {
                regions.append(OwnerRegion(role: role, rect: chrome.map { clip.intersection($0) } ?? visible))
                current = role
            }
            for s in panel.subviews {
                visit(s, origin: frame.origin, clip: visible, enclosing: current, role: s.ownershipRole)
            }
            for island in panel.embeddedControllerPanels {
                visit(island, origin: .zero, clip: visible, enclosing: current, role: .representable)
            }
        }
        guard let root = rootViewController else { return [] }
        visit(root.view, origin: .zero, clip: content, enclosing: nil, role: root.view.ownershipRole)
        var presenter = root
        while let presented = presenter.presentedStorage {
            let view = presented.view
            let border =
                presented.effectivePresentationStyle.isBordered
                ? view.frame.inset(top: -1, leading: -1, bottom: -1, trailing: -1) : nil
            visit(view, origin: .zero, clip: content, enclosing: nil, role: view.ownershipRole, chrome: border)
            presenter = presented
        }
        return regions
    }

    func drawOwnerMarks(_ regions: [OwnerRegion], context: inout DrawContext) {
        let scheme = context.traits.userInterfaceStyle
        for region in regions {
            Self.frame(region.rect, role: region.role, color: region.role.color(for: scheme), on: &context.canvas)
        }
    }

    /// Draws `role`'s frame on the edge cells of `rect`.
    private static func frame(_ r: Rect, role: OwnershipRole, color: CellColor, on canvas: inout Canvas) {
        let g = role.glyphs
        func isText(_ x: Int, _ y: Int) -> Bool {
            x >= 0 && x < canvas.size.width && !isReplaceable(canvas[x, y])
        }
        func put(_ glyph: Character, _ x: Int, _ y: Int, keepsWordGaps: Bool = false) {
            let cell = canvas[x, y]
            guard isReplaceable(cell) else { return }
            if keepsWordGaps, cell.character == " ", isText(x - 1, y), isText(x + 1, y) { return }
            let style = Style(
                foreground: color, background: cell.style.background,
                attributes: cell.style.attributes.intersection(.dim))
            canvas.set(Cell(glyph, style: style), x: x, y: y)
        }
        if r.height == 1 {
            put(g.left, r.minX, r.minY)
            if r.width > 1 { put(g.right, r.maxX - 1, r.minY) }
            return
        }
        if r.width == 1 {
            for y in r.minY..<r.maxY { put(g.left, r.minX, y) }
            return
        }
        for x in (r.minX + 1)..<(r.maxX - 1) {
            put(g.top, x, r.minY, keepsWordGaps: true)
            put(g.bottom, x, r.maxY - 1, keepsWordGaps: true)
        }
        for y in (r.minY + 1)..<(r.maxY - 1) {
            put(g.left, r.minX, y)
            put(g.right, r.maxX - 1, y)
        }
        put(g.topLeft, r.minX, r.minY)
        put(g.topRight, r.maxX - 1, r.minY)
        put(g.bottomLeft, r.minX, r.maxY - 1)
        put(g.bottomRight, r.maxX - 1, r.maxY - 1)
    }

    /// Blanks, box-drawing lines, block elements and the cell mark give way to a frame; text does not.
    private static func isReplaceable(_ cell: Cell) -> Bool {
        let scalars = cell.character.unicodeScalars
        guard cell.width == 1, scalars.count == 1, let scalar = scalars.first else { return false }
        return scalar == " " || scalar == "¦" || (0x2500...0x259F).contains(scalar.value)
    }

    /// The legend of the roles on screen, in `OwnershipRole` order: each mark in its colour
    /// and its name, on as few lines of `width` as they fit (one, usually).
    func ownerLegend(_ regions: [OwnerRegion], width: Int) -> [InspectorLine] {
        // Imperative and hosted always: the tree below names every controller's kind in its colour.
        let roles = OwnershipRole.allCases.filter { role in
            role == .imperative || role == .hosted || regions.contains { $0.role == role }
        }
        guard !roles.isEmpty else { return [] }
        let heading = "Owners"
        var lines: [InspectorLine] = []
        var line = InspectorLine(heading, .heading)
        var used = DisplayWidth.of(heading)
        for role in roles {
            let entry = 4 + DisplayWidth.of(role.label)  // two spaces, the mark, a space, the name
            if used + entry > width, line.runs.count > 1 {
                lines.append(line)
                line = InspectorLine(String(repeating: " ", count: DisplayWidth.of(heading)))
                used = DisplayWidth.of(heading)
            }
            line.runs += [("  ", .plain), (String(role.glyphs.left), .owner(role)), (" " + role.label, .plain)]
            used += entry
        }
        lines.append(line)
        return lines
    }
}
