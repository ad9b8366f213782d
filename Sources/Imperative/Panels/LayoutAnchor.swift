import Terminal

/// Mirrors NSLayoutAnchor (developer.apple.com/documentation/uikit/nslayoutanchor): a factory
/// of constraints between one attribute of a panel or a layout guide and another of the same
/// kind. `AnchorType` keeps the kinds apart as UIKit's generic parameter does: an x-axis anchor
/// takes only an x-axis anchor, a y-axis anchor a y-axis anchor, a dimension a dimension — the
/// compiler refuses the rest. Constants are in cells, as frames are (Seam's choice: UIKit's
/// are `CGFloat` points).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    let item: LayoutItem
    let attribute: LayoutAttribute

    init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// Mirrors `constraint(equalTo:)`: `self == anchor`, inactive until activated.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: 0)
    }

    /// Mirrors `constraint(equalTo:constant:)`: `self == anchor + c`, inactive until activated.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: Int) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: (item, attribute), second: (anchor.item, anchor.attribute), multiplier: 1, constant: c)
    }
}

/// Mirrors NSLayoutXAxisAnchor: leading, trailing, left, right and centre x.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// Mirrors NSLayoutYAxisAnchor: top, bottom and centre y.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// Mirrors NSLayoutDimension (developer.apple.com/documentation/uikit/nslayoutdimension): width
/// and height, which also take a constant alone and a multiplier.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// Mirrors `constraint(equalToConstant:)`: `self == c`.
    public func constraint(equalToConstant c: Int) -> NSLayoutConstraint {
        NSLayoutConstraint(first: (item, attribute), second: nil, multiplier: 1, constant: c)
    }

    /// Mirrors `constraint(equalTo:multiplier:)`: `self == m × anchor`, rounded to whole cells.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: Double) -> NSLayoutConstraint {
        constraint(equalTo: anchor, multiplier: m, constant: 0)
    }

    /// Mirrors `constraint(equalTo:multiplier:constant:)`: `self == m × anchor + c`, rounded to whole cells.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: Double, constant c: Int)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: (item, attribute), second: (anchor.item, anchor.attribute), multiplier: m, constant: c)
    }
}

/// What a constraint names on one side: an attribute of an axis.
enum LayoutAttribute: String, Sendable {
    case leading, trailing, left, right, centerX, width
    case top, bottom, centerY, height

    var isHorizontal: Bool {
        switch self {
        case .leading, .trailing, .left, .right, .centerX, .width: true
        case .top, .bottom, .centerY, .height: false
        }
    }
}

/// A panel, or one of its layout guides: what an anchor belongs to.
@preconcurrency @MainActor
public struct LayoutItem {
    let panel: Panel
    let guide: LayoutGuide.Kind?

    /// How the constraint log names the item: the panel's type, and the guide.
    var name: String {
        let type = String(describing: Swift.type(of: panel))
        return guide.map { "\(type).\($0.rawValue)" } ?? type
    }

    func x(_ attribute: LayoutAttribute) -> NSLayoutXAxisAnchor { .init(item: self, attribute: attribute) }
    func y(_ attribute: LayoutAttribute) -> NSLayoutYAxisAnchor { .init(item: self, attribute: attribute) }
    func size(_ attribute: LayoutAttribute) -> NSLayoutDimension { .init(item: self, attribute: attribute) }
}

/// The anchors UIView and UILayoutGuide both have (UIKit declares them twice; Seam once, for
/// `Panel` and `LayoutGuide`, which is also what lets one helper pin to either).
@preconcurrency @MainActor
public protocol LayoutAnchorProviding {
    /// The panel or guide the anchors belong to.
    var layoutItem: LayoutItem { get }
}

extension LayoutAnchorProviding {
    /// Mirrors `leadingAnchor`: the left edge, the right one in right-to-left layout.
    public var leadingAnchor: NSLayoutXAxisAnchor { layoutItem.x(.leading) }
    /// Mirrors `trailingAnchor`: the right edge, the left one in right-to-left layout.
    public var trailingAnchor: NSLayoutXAxisAnchor { layoutItem.x(.trailing) }
    /// Mirrors `leftAnchor`: the left edge whatever the layout direction.
    public var leftAnchor: NSLayoutXAxisAnchor { layoutItem.x(.left) }
    /// Mirrors `rightAnchor`: the right edge whatever the layout direction.
    public var rightAnchor: NSLayoutXAxisAnchor { layoutItem.x(.right) }
    /// Mirrors `centerXAnchor`: the middle column (`left + width / 2`, rounded down).
    public var centerXAnchor: NSLayoutXAxisAnchor { layoutItem.x(.centerX) }
    /// Mirrors `widthAnchor`.
    public var widthAnchor: NSLayoutDimension { layoutItem.size(.width) }
    /// Mirrors `topAnchor`.
    public var topAnchor: NSLayoutYAxisAnchor { layoutItem.y(.top) }
    /// Mirrors `bottomAnchor`: the row below the last (`top + height`), as UIKit's maxY.
    public var bottomAnchor: NSLayoutYAxisAnchor { layoutItem.y(.bottom) }
    /// Mirrors `centerYAnchor`: the middle row (`top + height / 2`, rounded down).
    public var centerYAnchor: NSLayoutYAxisAnchor { layoutItem.y(.centerY) }
    /// Mirrors `heightAnchor`.
    public var heightAnchor: NSLayoutDimension { layoutItem.size(.height) }

    /// Seam's helper (UIKit has none): the four constraints that pin this item's edges to
    /// `other`'s, leading, trailing, top and bottom, to hand to `NSLayoutConstraint.activate(_:)`.
    public func edgeConstraints(equalTo other: some LayoutAnchorProviding) -> [NSLayoutConstraint] {
        [
            leadingAnchor.constraint(equalTo: other.leadingAnchor),
            trailingAnchor.constraint(equalTo: other.trailingAnchor),
            topAnchor.constraint(equalTo: other.topAnchor),
            bottomAnchor.constraint(equalTo: other.bottomAnchor),
        ]
    }
}
