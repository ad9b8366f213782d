import Terminal

/// Mirrors UICollectionViewListCell: one row of a `ListView`, reused for other items as
/// the list scrolls. The one rule: the cell provider sets its content configuration again
/// for every item, and state-dependent looks come from `configurationUpdateHandler`, called
/// whenever the state changes; what the content view keeps across items (a hosted tree's
/// `@State`) stays with the cell, not the item.
@preconcurrency @MainActor
open class ListCell: Panel {
    /// Mirrors UICellAccessory, drawn at the trailing edge. A hidden checkmark keeps its
    /// room, as UIKit's `isHidden` option does, so rows stay aligned.
    public enum Accessory: Hashable, Sendable {
        case checkmark(isHidden: Bool = false)
        case disclosureIndicator

        var symbol: String {
            switch self {
            case .checkmark(let hidden): return hidden ? " " : "✓"
            case .disclosureIndicator: return "›"
            }
        }
    }

    public var contentConfiguration: (any ContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }
    /// Mirrors UITableViewCell.SelectionStyle: `.default` paints the selected row across its
    /// full width in the selection style, under its content; `.none` leaves the row as it is,
    /// for content that shows its selection itself.
    public enum SelectionStyle: Hashable, Sendable { case none, `default` }
    public var selectionStyle: SelectionStyle = .default { didSet { setNeedsDisplay() } }

    public var configurationUpdateHandler: ((ListCell, CellConfigurationState) -> Void)?
    /// Set by `setNeedsUpdateConfiguration()`: the list runs `updateConfiguration(using:)`
    /// again in the next update phase, with the cell's state as it is.
    var needsUpdateConfiguration = false
    public var accessories: [Accessory] = [] {
        didSet { if oldValue != accessories { setNeedsLayout() } }
    }
    public private(set) var configurationState = CellConfigurationState() {
        didSet { if configurationState != oldValue { setNeedsDisplay() } }
    }
    public private(set) var contentPanel: (any ContentPanel)?
    private var swipePanel: SwipeActionsPanel?
    /// The height the list measured the row at (nil: measure again); the list keeps it.
    var measuredHeight: Int?

    /// Mirrors `reuseIdentifier`: the identifier a table or collection view dequeued the cell
    /// by (its reuse queue), nil for a cell made otherwise.
    public internal(set) var reuseIdentifier: String?

    /// Required so a table or collection view can make a cell of a registered class
    /// (`register(_:forCellWithReuseIdentifier:)`): Swift has no other way to call an
    /// initializer of a class it is given at run time.
    public required override init() {
        super.init()
        backgroundColor = .clear
    }

    /// Mirrors `defaultContentConfiguration()`: the standard row content, empty, to fill in
    /// and set as `contentConfiguration`.
    public func defaultContentConfiguration() -> ListContentConfiguration { ListContentConfiguration() }

    /// Mirrors `prepareForReuse()`: called when the cell leaves the screen, before another
    /// item gets it. Clears what belonged to the previous item.
    open func prepareForReuse() {
        accessories = []
        reveal([], on: nil, focus: 0)
        configurationState = CellConfigurationState()
        measuredHeight = nil
    }

    /// Mirrors `setNeedsUpdateConfiguration()`: the configuration is updated again for the
    /// current state in the next update phase.
    public func setNeedsUpdateConfiguration() {
        needsUpdateConfiguration = true
        setNeedsDisplay()
    }

    /// Mirrors `updateConfiguration(using:)`: the content configuration updated for the
    /// state, then the update handler. Tracked, as UIKit tracks it: a change of an
    /// `@Observable` property read here (or in the handler) asks for it again.
    open func updateConfiguration(using state: CellConfigurationState) {
        configurationState = state
        if let c = contentConfiguration { contentConfiguration = c.updated(for: state) }
        configurationUpdateHandler?(self, state)
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            contentPanel?.removeFromSuperview()
            contentPanel = nil
            return
        }
        if let panel = contentPanel, panel.supports(configuration) {
            panel.configuration = configuration
        } else {
            contentPanel?.removeFromSuperview()
            let panel = configuration.makeContentPanel()
            contentPanel = panel
            addSubview(panel)
        }
    }

    /// Mirrors self-sizing: the height the content asks for at `width` (the accessories'
    /// columns taken off), at least one line.
    func fittingHeight(forWidth width: Int) -> Int {
        max(1, contentPanel?.fittingHeight(forWidth: max(0, width - accessoryWidth)) ?? 1)
    }

    /// Shows `actions` over the given edge with `focus` on one of them (0 is the outermost),
    /// or hides them (nil edge or no actions). Showing the same again changes nothing.
    func reveal(_ actions: [SwipeAction], on edge: SwipeEdge?, focus: Int) {
        guard let edge, !actions.isEmpty else {
            swipePanel?.removeFromSuperview()
            swipePanel = nil
            return
        }
        if let panel = swipePanel, panel.edge == edge, panel.titles == actions.map(\.title) {
            panel.focus = focus
            return
        }
        swipePanel?.removeFromSuperview()
        let panel = SwipeActionsPanel(actions: actions, edge: edge, focus: focus)
        swipePanel = panel
        addSubview(panel)
        setNeedsLayout()
    }

    private var accessoryWidth: Int { accessories.isEmpty ? 0 : accessories.count * 2 }

    open override func layoutSubviews() {
        let rtl = viewController?.currentTraits.layoutDirection == .rightToLeft
        var content = rtl ? bounds.inset(leading: accessoryWidth) : bounds.inset(trailing: accessoryWidth)
        // Revealed actions sit inside the row's one-column margin and push the content aside,
        // as a swiped row slides its content over.
        if let swipe = swipePanel {
            let w = min(swipe.width, max(0, bounds.width - 2))
            let atLeft = (swipe.edge == .leading) != rtl
            swipe.frame = Rect(x: atLeft ? 1 : bounds.width - 1 - w, y: 0, width: w, height: bounds.height)
            content = atLeft ? content.inset(leading: w + 1) : content.inset(trailing: w + 1)
        }
        contentPanel?.frame = content
    }

    /// The row's fill and its accessories' style: the selected row of the list the user is in
    /// across its full width in the selection style (`Palette.selected`: reverse video without
    /// colours), the selected row of a list behind another screen in the dimmed background.
    private func rowStyles(_ palette: Palette) -> (row: Style, accessory: Style) {
        var style = palette.text
        var accessoryStyle = style.with(foreground: palette.tint)
        if configurationState.isSelected && selectionStyle != .none {
            if configurationState.isHighlighted {
                style = palette.selected(style)
                accessoryStyle = style
            } else {
                style = style.with(background: palette.dimmedBackground)
                accessoryStyle = accessoryStyle.with(background: palette.dimmedBackground)
            }
        }
        return (style, accessoryStyle)
    }

    /// True while the row shows the selection highlight: content drawn on it takes the
    /// highlight's colours (SwiftUI's increased background prominence).
    public var showsSelectionHighlight: Bool {
        configurationState.isSelected && selectionStyle != .none && configurationState.isHighlighted
    }

    /// A cell paints its whole row, so its content sits on the row's fill.
    open override func paintedBackground(_ palette: Palette) -> CellColor? { rowStyles(palette).row.background }

    /// Paints the row, then the accessories.
    open override func draw(in context: inout DrawContext) {
        let palette = context.palette
        let (style, accessoryStyle) = rowStyles(palette)
        context.fill(bounds, style: style)
        var x = bounds.width - accessoryWidth
        for accessory in accessories {
            context.draw(
                accessory.symbol, at: Point(x: context.mirroredX(x, width: 1, in: bounds.width), y: 0),
                style: accessoryStyle)
            x += 2
        }
    }

}

/// The revealed swipe actions of a cell over the row's leading or trailing edge, the
/// outermost at the edge: each a block in its colour (destructive ones in the destructive
/// colour, others in the tint), the focused one in reverse video, as a focused button is.
@MainActor
final class SwipeActionsPanel: Panel {
    let actions: [SwipeAction]
    let edge: SwipeEdge
    var focus: Int {
        didSet { if focus != oldValue { setNeedsDisplay() } }
    }

    init(actions: [SwipeAction], edge: SwipeEdge, focus: Int) {
        self.actions = actions
        self.edge = edge
        self.focus = focus
        super.init()
        backgroundColor = .clear
    }

    var titles: [String] { actions.map(\.title) }
    private func block(_ action: SwipeAction) -> String { " " + action.title + " " }
    var width: Int { actions.reduce(0) { $0 + DisplayWidth.of(block($1)) } }

    override func draw(in context: inout DrawContext) {
        let palette = context.palette
        let rtl = context.traits.layoutDirection == .rightToLeft
        // Left to right on screen: the outermost first when the edge is on the left.
        let onLeft = (edge == .leading) != rtl
        let order = onLeft ? Array(actions.indices) : actions.indices.reversed()
        var x = 0
        for i in order {
            let action = actions[i]
            var style = Style(
                foreground: palette.fillLabel,
                background: action.style == .destructive ? palette.destructive : palette.tint
            ).adding(.bold)
            if i == focus { style = style.adding(.reverse) }
            let text = DisplayWidth.truncate(block(action), to: max(0, bounds.width - x))
            let w = DisplayWidth.of(text)
            context.fill(Rect(x: x, y: 0, width: w, height: bounds.height), style: style)
            context.draw(text, at: Point(x: x, y: 0), style: style)
            x += w
        }
    }
}
