import Terminal

/// A modifier that shows its content and, while it presents without a host (a sheet, a
/// dialog drawn by a pure declarative tree), a box over it: the content is its first child
/// and the box its second, centred in the whole tree's region, which it dims. Focus and
/// keys go to the box alone while it is up.
@preconcurrency @MainActor
protocol OverlayModifier: PrimitiveView {
    associatedtype Content: View
    var content: Content { get }
    /// Where the box goes in the region.
    var overlayLayout: OverlayLayout { get }
}

extension OverlayModifier {
    /// Reconciles the content and, while one is up, `box` over it under the identity `id`.
    func reconcile(_ node: ViewNode, box: (any View)?, id: AnyHashable) {
        var list = ViewList.content(content)
        if let box { list.append(box, id: ViewID.root.explicit(id)) }
        node.reconcile(list)
    }

    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        node.children.first?.sizeThatFits(proposal) ?? .zero
    }

    func place(_ node: ViewNode, in rect: Rect) {
        node.children.first?.place(in: rect)
        guard node.children.count > 1 else { return }
        let box = node.children[1]
        let region = self.region(node)
        let size = box.sizeThatFits(overlayLayout.room(in: region))
        box.place(in: overlayLayout.frame(for: size, in: region))
    }

    /// The box is centred in, and dims, the whole tree's region, wherever the modifier sits.
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
}

/// Where an overlay's box goes in the region it covers: centred, `sideMargin` columns and
/// one row kept clear on every side, no wider or taller than that room, and at least
/// `minimumWidth` of the region's width wide when one is given.
struct OverlayLayout {
    /// The columns kept clear left and right of the box.
    var sideMargin: Int
    /// The narrowest the box is, from the region's width.
    var minimumWidth: ((_ regionWidth: Int) -> Int)?

    init(sideMargin: Int, minimumWidth: ((_ regionWidth: Int) -> Int)? = nil) {
        self.sideMargin = sideMargin
        self.minimumWidth = minimumWidth
    }

    /// The room offered to the box.
    func room(in region: Rect) -> ProposedSize {
        ProposedSize(width: max(0, region.width - 2 * sideMargin), height: max(0, region.height - 2))
    }

    /// The box's frame, for the size it asked for in that room.
    func frame(for size: Size, in region: Rect) -> Rect {
        let room = room(in: region)
        let wanted = minimumWidth.map { max(size.width, $0(region.width)) } ?? size.width
        let w = min(wanted, room.width ?? 0), h = min(size.height, room.height ?? 0)
        return Rect(x: region.x + (region.width - w) / 2, y: region.y + (region.height - h) / 2, width: w, height: h)
    }
}
