import Terminal

/// Mirrors a vertical UIStackView with `.fill` alignment: arranged subviews one under the
/// other, each as wide as the stack (less its insets) and as tall as its
/// `intrinsicContentSize`, read each time the stack lays out. The one rule: a subview
/// without an intrinsic size gets no height at all, and one whose intrinsic size is stale
/// keeps the stale height (a child host without `.intrinsicContentSize` sizing keeps the
/// size it had at its first layout).
@preconcurrency @MainActor
open class StackPanel: Panel {
    /// Rows between arranged subviews.
    public var spacing: Int { didSet { setNeedsLayout() } }
    /// Room kept clear around the arranged subviews.
    public var insets: EdgeInsets { didSet { setNeedsLayout() } }

    public init(spacing: Int = 0, insets: EdgeInsets = .zero) {
        self.spacing = spacing
        self.insets = insets
        super.init()
    }

    /// Mirrors `addArrangedSubview(_:)`: the panel goes below the others.
    public func addArrangedSubview(_ panel: Panel) { addSubview(panel) }

    /// The arranged subviews, top to bottom (the subviews, in order).
    public var arrangedSubviews: [Panel] { subviews }

    open override var intrinsicContentSize: Size? {
        let heights = arrangedSubviews.map { $0.intrinsicContentSize?.height ?? 0 }
        let width = arrangedSubviews.map { $0.intrinsicContentSize?.width ?? 0 }.max() ?? 0
        let height = heights.reduce(0, +) + spacing * max(0, heights.count - 1)
        return Size(width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
    }

    open override func layoutSubviews() {
        let content = bounds.inset(by: insets)
        var y = content.y
        for panel in arrangedSubviews {
            let height = panel.intrinsicContentSize?.height ?? 0
            panel.frame = Rect(x: content.x, y: y, width: content.width, height: height)
            y += height + spacing
        }
    }
}
