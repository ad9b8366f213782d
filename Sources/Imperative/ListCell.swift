import Terminal

/// Mirrors UICollectionViewListCell: one row of a `ListView`, reused for other items as
/// the list scrolls. The one rule: a reused cell keeps nothing of its previous item —
/// the cell provider sets its content configuration again, and state-dependent looks come
/// from `configurationUpdateHandler`, called whenever the state changes.
@MainActor
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
    public var accessories: [Accessory] = [] {
        didSet { if oldValue != accessories { setNeedsLayout() } }
    }
    public private(set) var configurationState = CellConfigurationState() {
        didSet { if configurationState != oldValue { setNeedsDisplay() } }
    }
    public private(set) var contentPanel: (any ContentPanel)?
    private var swipePanel: SwipeActionsPanel?

    public override init() {
        super.init()
        backgroundColor = .clear
    }

    /// Mirrors `prepareForReuse()`: called when the cell leaves the screen, before another
    /// item gets it. Clears what belonged to the previous item.
    open func prepareForReuse() {
        accessories = []
        reveal([], on: nil)
        configurationState = CellConfigurationState()
    }

    /// Mirrors `updateConfiguration(using:)`: the content configuration updated for the
    /// state, then the update handler.
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

    /// Shows `actions` over the given edge, or hides them (nil edge or no actions).
    func reveal(_ actions: [SwipeAction], on edge: SwipeEdge?) {
        swipePanel?.removeFromSuperview()
        swipePanel = nil
        guard let edge, !actions.isEmpty else { return }
        let panel = SwipeActionsPanel(actions: actions, edge: edge)
        swipePanel = panel
        addSubview(panel)
    }

    private var accessoryWidth: Int { accessories.isEmpty ? 0 : accessories.count * 2 }

    open override func layoutSubviews() {
        let rtl = viewController?.traitCollection.layoutDirection == .rightToLeft
        contentPanel?.frame = rtl ? bounds.inset(leading: accessoryWidth) : bounds.inset(trailing: accessoryWidth)
        if let swipe = swipePanel {
            let w = min(DisplayWidth.of(swipe.label), bounds.width)
            let atLeft = (swipe.edge == .leading) != rtl
            swipe.frame = Rect(x: atLeft ? 0 : bounds.width - w, y: 0, width: w, height: 1)
        }
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
            context.draw(accessory.symbol, at: Point(x: context.mirroredX(x, width: 1, in: bounds.width), y: 0),
                         style: accessoryStyle)
            x += 2
        }
    }

}

/// The revealed swipe actions of a cell, drawn over the row's leading or trailing edge.
@MainActor
final class SwipeActionsPanel: Panel {
    let actions: [SwipeAction]
    let edge: SwipeEdge

    init(actions: [SwipeAction], edge: SwipeEdge) {
        self.actions = actions
        self.edge = edge
        super.init()
        backgroundColor = .clear
    }

    var label: String { " " + actions.map(\.label).joined(separator: " ") + " " }

    override func draw(in context: inout DrawContext) {
        let palette = context.palette
        let destructive = actions.contains { $0.style == .destructive }
        let style = Style(foreground: palette.fillLabel, background: destructive ? palette.destructive : palette.tint).adding(.bold)
        context.draw(DisplayWidth.truncate(label, to: bounds.width), at: .zero, style: style)
    }
}
