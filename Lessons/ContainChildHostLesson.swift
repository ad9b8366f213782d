// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

/// `contain-child-host`: an imperative profile screen keeps a framed slot for the hosted
/// membership card, and keeps the card's host in a stored property either way. Run embeds the
/// card, then switches the appearance (light ↔ dark, as F3 does). Wrong: the card's view is
/// added without `addChild`, so the host is alive but no child: the switch travels down the
/// controller tree and passes it by, and the card keeps the colours (and says the mode) it was
/// first drawn with while the screen around it changes. Right: the host is contained
/// (`addChild`, the view, `didMove(toParent:)`) and the card follows the screen.
@MainActor
final class ContainChildHostLesson: LessonDemonstration {
    static let rule = Rule.containChildHost
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        ProfileViewController()
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [
            .perform { [way, weak stage] in
                guard let screen = stage?.topViewController as? ProfileViewController, !screen.hasCard else { return }
                way == .wrong ? screen.showCardWrong() : screen.showCardRight()
            },
            .press(.function(3)),
        ]
    }
}

/// The demonstration's screen (imperative): the `Membership` slot and a note; its title
/// says the appearance the screen's own traits give (kept up to date in
/// `traitCollectionDidChange`), so the bar and the card can be compared.
@MainActor
private final class ProfileViewController: ViewController {
    /// The membership card's host, kept either way.
    private var card: HostingController<MembershipCard>?
    private let slot = MembershipSlotPanel()

    override init() {
        super.init()
        title = "Profile"
    }

    /// True once Run has put the card's view in the slot (either way).
    var hasCard: Bool { !slot.subviews.isEmpty }

    override func loadView() {
        let stack = StackPanel(spacing: 1, insets: EdgeInsets(leading: 1, trailing: 1))
        let note = Imperative.Label("Run embeds the hosted card, then switches light ↔ dark, as F3 does.")
        note.textColor = .secondaryLabel
        for panel in [slot, note] {
            stack.addArrangedSubview(panel)
        }
        setView(stack)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        showAppearance()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        showAppearance()
    }

    private func showAppearance() {
        navigationItem.title = "Profile (UIKit) · \(traitCollection.userInterfaceStyle.rawValue) mode"
    }

    func showCardWrong() {
        let card = HostingController(rootView: MembershipCard())
        slot.addSubview(card.view)
        self.card = card
    }

    func showCardRight() {
        let card = HostingController(rootView: MembershipCard())
        addChild(card)
        slot.addSubview(card.view)
        card.didMove(toParent: self)
        self.card = card
    }
}

/// A slot of fixed height, as a container view laid out in a storyboard has: a rounded box
/// titled `Membership`, drawn the imperative way, with whatever is added to it laid out
/// inside the box's border.
@MainActor
private final class MembershipSlotPanel: Panel {
    override init() {
        super.init()
        backgroundColor = .clear
    }

    override var intrinsicContentSize: Size? { Size(width: 30, height: 4) }

    override func layoutSubviews() {
        for panel in subviews { panel.frame = bounds.inset(top: 1, leading: 1, bottom: 1, trailing: 1) }
    }

    override func draw(in context: inout DrawContext) {
        let palette = context.palette
        context.drawBox(bounds, style: palette.text.with(foreground: palette.separator), corners: .rounded)
        context.draw(" Membership ", at: Point(x: context.mirroredX(2, width: 12, in: bounds.width), y: 0),
                     style: palette.secondaryText)
    }
}

/// The hosted membership card: the member's tier, and the appearance its environment says
/// (`colorScheme`, which the host bridges from its traits) — drawn in that mode's colours.
private struct MembershipCard: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Gold member").bold()
                Spacer()
                Text("since 2019").foregroundStyle(.secondary)
            }
            Text("Card (SwiftUI) · \(colorScheme == .dark ? "dark" : "light") mode")
        }
        .padding(.horizontal, 1)
    }
}
