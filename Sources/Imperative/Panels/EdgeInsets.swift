import Terminal

/// Mirrors NSDirectionalEdgeInsets (and SwiftUI's `EdgeInsets`): insets named by leading and
/// trailing edges, as cells, stacks and layout margins take them.
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

/// Mirrors UIEdgeInsets: insets named by the left and right edges, whatever the layout direction
/// (https://developer.apple.com/documentation/uikit/uiedgeinsets), as a controller's
/// `additionalSafeAreaInsets` and a view's `safeAreaInsets` are.
public struct AbsoluteEdgeInsets: Hashable, Sendable {
    public var top: Int
    public var left: Int
    public var bottom: Int
    public var right: Int

    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = AbsoluteEdgeInsets()
}

extension EdgeInsets {
    /// The same insets on a grid laid out from the left, where the leading edge is the left one.
    init(_ absolute: AbsoluteEdgeInsets) {
        self.init(top: absolute.top, leading: absolute.left, bottom: absolute.bottom, trailing: absolute.right)
    }
}

extension Rect {
    /// The rectangle shrunk by `insets` (never below zero size).
    public func inset(by insets: AbsoluteEdgeInsets) -> Rect {
        inset(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    /// The rectangle shrunk by `insets` (never below zero size).
    public func inset(by insets: EdgeInsets) -> Rect {
        inset(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }
}
