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
    /// Mirrors UITableViewCell.SelectionStyle: `.default` paints the selected row in the
    /// selection colour; `.none` leaves the row as it is, for content that shows its
    /// selection itself (and a moved selection then repaints only what that content changes).
    public enum SelectionStyle: Hashable, Sendable { case none, `default` }
    public var selectionStyle: SelectionStyle = .default

    public var configurationUpdateHandler: ((ListCell, CellConfigurationState) -> Void)?
    public var accessories: [Accessory] = [] {
        didSet { if oldValue != accessories { setNeedsLayout() } }
    }
    public private(set) var configurationState = CellConfigurationState()
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

    /// The row's fill: the selection colour on a selected row (unless `selectionStyle` is `.none`).
    private func rowStyle(_ palette: Palette) -> Style {
        guard configurationState.isSelected && selectionStyle != .none else { return palette.text }
        return palette.text.with(background: configurationState.isHighlighted ? palette.selection : palette.dimmedBackground)
    }

    /// A cell paints its whole row, so its content sits on the row's fill.
    open override func paintedBackground(_ palette: Palette) -> CellColor? { rowStyle(palette).background }

    open override func draw(in context: inout DrawContext) {
        let palette = context.palette
        let style = rowStyle(palette)
        context.fill(bounds, style: style)
        var x = bounds.width - accessoryWidth
        for accessory in accessories {
            context.draw(accessory.symbol, at: Point(x: context.mirroredX(x, width: 1, in: bounds.width), y: 0),
                         style: style.with(foreground: palette.tint))
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
        let style = Style(foreground: palette.barLabel, background: destructive ? palette.destructive : palette.tint).adding(.bold)
        context.draw(DisplayWidth.truncate(label, to: bounds.width), at: .zero, style: style)
    }
}
