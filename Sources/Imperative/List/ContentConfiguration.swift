import Terminal

/// Mirrors UIContentConfiguration: a value describing a cell's content that makes the
/// panel showing it. The one rule: a cell keeps its content panel while new configurations
/// are of a kind the panel `supports`, and only makes a new panel when the kind changes.
@preconcurrency @MainActor
public protocol ContentConfiguration {
    func makeContentPanel() -> any ContentPanel
    /// The configuration for a cell state (selected, highlighted); UIKit calls it on every change.
    func updated(for state: CellConfigurationState) -> Self
}

/// Mirrors UIContentView: the panel that shows a content configuration.
@preconcurrency @MainActor
public protocol ContentPanel: Panel {
    var configuration: any ContentConfiguration { get set }
    /// Whether this panel can show `configuration` in place (default: the same type).
    func supports(_ configuration: any ContentConfiguration) -> Bool
    /// Offers Enter or Space, pressed on the cell's row, to a control inside the content
    /// (a tap on a switch in a cell hits the switch, not the row). True when a control took
    /// it; by default content has no controls.
    func activate(with key: Key) -> Bool
    /// The height the content needs at `width` (self-sizing); one line by default.
    func fittingHeight(forWidth width: Int) -> Int
    /// True when the content changed since it was last measured (its model did), so its
    /// height may have: the list measures it again before it draws. False by default.
    var needsSizing: Bool { get }
    /// Swipe actions the content declares for `edge` (SwiftUI's `.swipeActions`); none by default.
    func swipeActionsConfiguration(on edge: SwipeEdge) -> SwipeActionsConfiguration?
}

extension ContentPanel {
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }

    public func activate(with key: Key) -> Bool { false }
    public func fittingHeight(forWidth width: Int) -> Int { 1 }
    public var needsSizing: Bool { false }
    public func swipeActionsConfiguration(on edge: SwipeEdge) -> SwipeActionsConfiguration? { nil }
}

/// Mirrors UICellConfigurationState: what a configuration update handler sees.
/// `isSelected` is the list's selection; `isHighlighted` is the selection while the list
/// has the keyboard (its controller is the one the user types into).
public struct CellConfigurationState: Hashable, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    /// The swipe actions revealed on this cell, if any (`leading` or `trailing`).
    public var revealedSwipeEdge: SwipeEdge?

    public init(isSelected: Bool = false, isHighlighted: Bool = false, revealedSwipeEdge: SwipeEdge? = nil) {
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.revealedSwipeEdge = revealedSwipeEdge
    }
}

/// The edge a swipe reveals actions on.
public enum SwipeEdge: String, Hashable, Sendable { case leading, trailing }
