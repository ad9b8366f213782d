import Terminal

/// Mirrors UIScrollView as the bars observe it: a panel whose content scrolls, and how far.
/// `ListView` is one. A navigation bar showing a large title watches one scroll panel of the
/// top controller, its content scroll view for the top edge
/// (`ViewController.contentScrollView(for:)`): scrolled off its top, the title collapses into
/// the bar; back at the top, it shows large again (`large-title-collapse`).
@preconcurrency @MainActor
public protocol ScrollPanel: Panel {
    /// Mirrors `contentOffset`: how far the content is scrolled, in columns and rows; a `y`
    /// of 0 is the top of the content.
    var contentOffset: Point { get }
}

/// Mirrors NSDirectionalRectEdge, the edges `setContentScrollView(_:for:)` and
/// `contentScrollView(for:)` take: a bar at the top edge (the navigation bar) or the bottom
/// one (a toolbar, a tab bar).
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
