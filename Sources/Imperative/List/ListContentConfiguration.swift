import Terminal

/// Mirrors UIListContentConfiguration: the standard row content — a text, a secondary
/// text after it and a value at the trailing edge (as `valueCell()` shows it). The one
/// rule: right-to-left mirrors the row, so the value sits at the left.
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
    public var text: String
    public var secondaryText: String?
    /// The value drawn right-aligned at the trailing edge (an amount, a count).
    public var trailingText: String?
    /// Bold text, as the state update makes it for the selected row.
    public var isEmphasized = false

    public init(text: String = "", secondaryText: String? = nil, trailingText: String? = nil) {
        self.text = text
        self.secondaryText = secondaryText
        self.trailingText = trailingText
    }

    public func makeContentPanel() -> any ContentPanel { ListContentPanel(configuration: self) }

    public func updated(for state: CellConfigurationState) -> ListContentConfiguration {
        var c = self
        c.isEmphasized = state.isSelected
        return c
    }
}

/// The panel showing a `ListContentConfiguration`: one row, clear background.
@MainActor
final class ListContentPanel: Panel, ContentPanel {
    private var content: ListContentConfiguration

    init(configuration: ListContentConfiguration) {
        content = configuration
        super.init()
        backgroundColor = .clear
    }

    var configuration: any ContentConfiguration {
        get { content }
        set {
            guard let c = newValue as? ListContentConfiguration else { return }
            content = c
            setNeedsDisplay()
        }
    }

    /// Draws on the row the cell painted: on a selected row (drawn highlighted) all text
    /// keeps the row's selected style, elsewhere it keeps the row's background.
    override func draw(in context: inout DrawContext) {
        let palette = context.palette
        var style = palette.text
        var secondaryStyle: Style?
        let row =
            context.canvas.bounds.contains(context.origin)
            ? context.canvas[context.origin.x, context.origin.y].style : nil
        if let row, row.attributes.contains(.highlight) {
            style = row
        } else {
            if let row { style.background = row.background }
            secondaryStyle = style.with(foreground: palette.secondaryLabel)
        }
        if content.isEmphasized { style = style.adding(.bold) }
        let width = bounds.width
        var trailingWidth = 0
        if let value = content.trailingText {
            let text = DisplayWidth.truncate(value, to: max(0, width - 2))
            trailingWidth = DisplayWidth.of(text) + 1
            context.draw(
                text, at: Point(x: context.mirroredX(width - trailingWidth, width: trailingWidth - 1, in: width), y: 0),
                style: style)
        }
        let room = max(0, width - 1 - trailingWidth - 1)
        let primary = DisplayWidth.truncate(content.text, to: room)
        let wp = DisplayWidth.of(primary)
        context.draw(primary, at: Point(x: context.mirroredX(1, width: wp, in: width), y: 0), style: style)
        if let secondary = content.secondaryText, room - wp - 2 > 0 {
            let text = DisplayWidth.truncate(secondary, to: room - wp - 2)
            let ws = DisplayWidth.of(text)
            context.draw(
                text, at: Point(x: context.mirroredX(1 + wp + 2, width: ws, in: width), y: 0),
                style: secondaryStyle ?? style)
        }
    }
}
