import Terminal

/// Mirrors ProposedViewSize: a parent's offer to a child; nil asks for the ideal size.
public struct ProposedSize: Hashable, Sendable {
    public var width: Int?
    public var height: Int?

    public init(width: Int?, height: Int?) { self.width = width; self.height = height }
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    /// As much room as anyone could want: flexible views answer their maximum.
    public static let infinity = ProposedSize(width: .max / 4, height: .max / 4)

    /// The proposal with nil sides replaced by `size`'s.
    public func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}
