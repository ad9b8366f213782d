import Terminal

/// Mirrors UIEdgeInsets in cells, with leading/trailing edges (NSDirectionalEdgeInsets):
/// right-to-left layout swaps which side they name.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Int
    public var leading: Int
    public var bottom: Int
    public var trailing: Int

    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = EdgeInsets()

    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: a.top + b.top, leading: a.leading + b.leading,
            bottom: a.bottom + b.bottom, trailing: a.trailing + b.trailing)
    }
}

extension Rect {
    /// The rectangle shrunk by `insets` (never below zero size).
    public func inset(by insets: EdgeInsets) -> Rect {
        inset(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }
}
