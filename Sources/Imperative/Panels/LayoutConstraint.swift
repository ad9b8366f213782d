import Terminal

/// Mirrors UILayoutPriority (developer.apple.com/documentation/uikit/uilayoutpriority): how much
/// a constraint must hold. A required one that cannot is a conflict, reported; an optional one
/// that cannot is left out without a word, as UIKit leaves it.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
}

/// Mirrors NSLayoutConstraint (developer.apple.com/documentation/uikit/nslayoutconstraint):
/// `first == multiplier × second + constant`, made by an anchor, inactive until activated.
/// An active constraint is kept by the panels it names, as UIKit keeps it in their closest
/// common ancestor; its superview solves it in its layout pass (see `Panel+AutoLayout.swift`).
/// Only equalities are mirrored.
@preconcurrency @MainActor
public final class NSLayoutConstraint: @MainActor CustomStringConvertible {
    let firstAttribute: LayoutAttribute
    let secondAttribute: LayoutAttribute?
    let firstGuide: LayoutGuide.Kind?
    let secondGuide: LayoutGuide.Kind?
    /// Mirrors `multiplier`.
    public let multiplier: Double
    /// Mirrors `identifier`: a name for the constraint in the layout log.
    public var identifier: String?

    /// The panels the constraint names: held while inactive (as the anchors that made it did),
    /// unowned while active, when the panels hold the constraint; a panel that goes forgets
    /// them (`Panel.deinit`), as UIKit's `firstItem` turns nil.
    private var heldPanels: (Panel?, Panel?)
    nonisolated(unsafe) private unowned(unsafe) var firstReference: Panel?
    nonisolated(unsafe) private unowned(unsafe) var secondReference: Panel?

    init(
        first: (item: LayoutItem, attribute: LayoutAttribute),
        second: (item: LayoutItem, attribute: LayoutAttribute)?, multiplier: Double, constant: Int
    ) {
        firstAttribute = first.attribute
        firstGuide = first.item.guide
        secondAttribute = second?.attribute
        secondGuide = second?.item.guide
        self.multiplier = multiplier
        self.constant = constant
        heldPanels = (first.item.panel, second?.item.panel)
    }

    var firstPanel: Panel? { heldPanels.0 ?? firstReference }
    var secondPanel: Panel? { heldPanels.1 ?? secondReference }
    var firstItem: LayoutItem? { firstPanel.map { LayoutItem(panel: $0, guide: firstGuide) } }
    var secondItem: LayoutItem? { secondPanel.map { LayoutItem(panel: $0, guide: secondGuide) } }

    /// Mirrors `constant`: changing it on an active constraint lays its panels out again.
    public var constant: Int {
        didSet { if constant != oldValue && isActive { invalidateLayout() } }
    }

    /// Mirrors `priority`: `.required` unless set.
    public var priority: LayoutPriority = .required {
        didSet { if priority != oldValue && isActive { invalidateLayout() } }
    }

    /// Mirrors `isActive` (developer.apple.com/documentation/uikit/nslayoutconstraint/isactive):
    /// only active constraints take part in layout; a new constraint is inactive.
    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive, firstPanel == nil { return isActive = false }
            isActive ? engage() : disengage()
        }
    }

    /// Mirrors `activate(_:)`: sets `isActive` on each.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Mirrors `deactivate(_:)`: clears `isActive` on each.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// When the constraint was last activated, among all: the solver takes constraints in the
    /// order the app activated them, so which one a conflict breaks follows the app's code.
    private(set) var activation = 0
    private static var activations = 0

    private func engage() {
        Self.activations += 1
        activation = Self.activations
        (firstReference, secondReference) = (heldPanels.0, heldPanels.1)
        heldPanels = (nil, nil)
        firstReference?.engagedConstraints.append(self)
        if let second = secondReference, second !== firstReference { second.engagedConstraints.append(self) }
        invalidateLayout()
    }

    private func disengage() {
        invalidateLayout()
        for panel in [firstReference, secondReference] { panel?.engagedConstraints.removeAll { $0 === self } }
        heldPanels = (firstReference, secondReference)
        (firstReference, secondReference) = (nil, nil)
    }

    /// `panel` is going (its deinit): the constraint is no longer active and forgets it.
    func panelWillGo(_ panel: Panel) {
        if firstReference === panel { firstReference = nil }
        if secondReference === panel { secondReference = nil }
        isActive = false
    }

    /// The panels that solve this constraint lay out again: the superviews of those it names.
    private func invalidateLayout() {
        for panel in [firstPanel, secondPanel] {
            panel?.superview?.setNeedsLayout()
            panel?.setNeedsLayout()
        }
    }

    /// How the layout log writes it: `'id' LabelPanel.width == 0.5 × Panel.width + 2`.
    public var description: String {
        var text = identifier.map { "'\($0)' " } ?? ""
        text += "\(firstItem?.name ?? "nil").\(firstAttribute.rawValue) == "
        var right: [String] = []
        if let secondAttribute {
            let factor = multiplier == 1 ? "" : "\(multiplier) × "
            right.append("\(factor)\(secondItem?.name ?? "nil").\(secondAttribute.rawValue)")
        }
        if constant != 0 || right.isEmpty {
            right.append(right.isEmpty ? "\(constant)" : constant < 0 ? "- \(-constant)" : "+ \(constant)")
        }
        return text + right.joined(separator: " ")
    }
}
