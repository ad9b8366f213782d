import Terminal

/// A node's layout: the sizes it measured, kept until it or something below it changes, and
/// where it is placed and drawn.
extension ViewNode {
    /// The size the view wants for `proposal`; kept until the node or something below it changes
    /// (`invalidateSizes`).
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        #if DEBUG
            if let graph, graph.verifyingSizes != nil {
                return graph.verifiedSize(of: self, proposal) { box.sizeThatFits(proposal, node: self) }
            }
        #endif
        let epoch = graph?.sizeEpoch ?? 0
        if sizeCacheEpoch != epoch {
            sizeCache.removeAll()
            sizeCacheEpoch = epoch
        }
        // What it answered for this proposal, or the size it chose with the height left open
        // when offered exactly that height (`SizeCache.size(for:)`).
        if let known = sizeCache.size(for: proposal) { return known }
        let size = box.sizeThatFits(proposal, node: self)
        sizeCache.append(SizeCache.Entry(proposal: proposal, size: size))
        return size
    }

    /// Gives the node its frame and positions its children.
    public func place(in rect: Rect) {
        frame = rect
        box.place(self, in: rect)
    }

    public func draw(in context: inout RenderContext) {
        box.draw(self, in: &context)
    }

    /// Forgets the sizes measured (`invalidateSizes`) when `new`, about to be this node's
    /// environment, holds other values a size can depend on than the one it has. Environments
    /// with one layout stamp hold the same such values; two stamps are compared value by value
    /// once: when they hold the same, `new` takes the old stamp, so every other node handed it
    /// knows without comparing (a trait change that only recolours, a row's new selection state).
    func takeLayoutValues(of new: EnvironmentValues) {
        guard new.layoutStamp != environment.layoutStamp, hasMeasuredSizes else { return }
        if new.changesLayout(from: environment) { invalidateSizes() } else { new.adoptLayoutStamp(of: environment) }
    }

    /// Forgets the sizes this node and every node above it measured, whose sizes can follow
    /// from this one's, and asks the graph to place the tree again: the node's value, its
    /// children or an environment value a size can depend on changed. Mirrors UIKit's
    /// `invalidateIntrinsicContentSize()`, which tells the layout above that a view's own
    /// size changed; the sizes of the rest of the tree are kept.
    ///
    /// The walk stops at a node that has measured nothing since its sizes were last forgotten:
    /// nothing above it measured since then asked it (a size above comes from the sizes below
    /// it asks for), and what above asked it before was forgotten with it.
    func invalidateSizes() {
        guard let graph else { return }
        graph.invalidateLayout()
        let epoch = graph.sizeEpoch
        // Unretained: the nodes above are alive while this one is, and a retain of each costs
        // more than the rest of the walk.
        unowned(unsafe) var node: ViewNode? = self
        while let n = node, n.sizeCacheEpoch == epoch, !n.sizeCache.isEmpty {
            n.sizeCache.removeAll()
            node = n.parentReference
        }
    }

    /// The sizes the node keeps now, for the debug check of kept sizes.
    var keptSizes: [SizeCache.Entry] { hasMeasuredSizes ? sizeCache.entries : [] }

    /// True when the node holds sizes it measured (in the graph's current size epoch).
    private var hasMeasuredSizes: Bool { sizeCacheEpoch == (graph?.sizeEpoch ?? 0) && !sizeCache.isEmpty }
}
