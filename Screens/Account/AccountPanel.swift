import Imperative
import Terminal

/// The Account screen's root panel: a stack (sized by intrinsic sizes) of the account rows
/// and the balance card, inside a margin. It draws the card's rounded frame itself, the
/// imperative way, in the card's own region — so the hosted card must have a clear
/// background to let it through.
@MainActor
final class AccountPanel: StackPanel {
    private weak var card: Panel?

    init() {
        super.init(spacing: 1, insets: EdgeInsets(top: 1, leading: 2, trailing: 2))
    }

    /// Adds the card below the rows; its frame is drawn around it.
    func addCard(_ panel: Panel) {
        card = panel
        addArrangedSubview(panel)
    }

    override func draw(in context: inout DrawContext) {
        guard let card, card.frame.width >= 2, card.frame.height >= 2 else { return }
        let f = card.frame, style = context.palette.text.with(foreground: context.palette.separator)
        context.drawBox(f, style: style, corners: .rounded)
    }
}
