import Terminal

/// Mirrors SwiftUI's HorizontalAlignment: where children sit across a VStack. Leading and
/// trailing follow the layout direction.
public enum HorizontalAlignment: Hashable, Sendable { case leading, center, trailing }

/// Mirrors SwiftUI's VerticalAlignment: where children sit across an HStack.
public enum VerticalAlignment: Hashable, Sendable { case top, center, bottom }

/// Mirrors SwiftUI's Alignment: a horizontal and a vertical alignment together, for frames
/// and ZStacks. `.leading` is leading and vertically centred, as in SwiftUI.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The offsets that place `size` inside `rect`, mirrored in right-to-left.
    func offset(placing size: Size, in rect: Size, direction: LayoutDirection) -> (x: Int, y: Int) {
        var dx: Int
        switch horizontal {
        case .leading: dx = 0
        case .center: dx = (rect.width - size.width) / 2
        case .trailing: dx = rect.width - size.width
        }
        if direction == .rightToLeft { dx = rect.width - size.width - dx }
        let dy: Int
        switch vertical {
        case .top: dy = 0
        case .center: dy = (rect.height - size.height) / 2
        case .bottom: dy = rect.height - size.height
        }
        return (dx, dy)
    }
}

/// Where a child sits across a stack's axis, whichever the axis: the start (leading or
/// top), the centre or the end.
public enum StackAlignment: Hashable, Sendable {
    case start, center, end

    public init(_ alignment: HorizontalAlignment) {
        switch alignment {
        case .leading: self = .start
        case .center: self = .center
        case .trailing: self = .end
        }
    }

    public init(_ alignment: VerticalAlignment) {
        switch alignment {
        case .top: self = .start
        case .center: self = .center
        case .bottom: self = .end
        }
    }
}
