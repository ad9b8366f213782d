// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

/// `contain-child-host`: an imperative profile screen keeps a framed slot for the hosted
/// balance card, and keeps the card's host in a stored property either way. The host loads
/// the balance it shows when it appears (`viewWillAppear`), as a screen refreshes its data.
/// Run embeds the card. Wrong: the card's view is added without `addChild`, so the host is
/// alive and drawn but no child: no appearance callback reaches it, and the card still says
/// "not loaded". Right: the host is contained (`addChild`, the view, `didMove(toParent:)`),
/// UIKit tells it it appears, and the card shows the loaded balance.
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
            }
        ]
    }
}

/// The demonstration's screen (imperative): the `Balance` slot and a note.
@MainActor
private final class ProfileViewController: ViewController {
    /// The balance card's host, kept either way.
    private var card: BalanceCardHost?
    private let slot = BalanceSlotPanel(size: Size(width: 44, height: 4))

    override init() {
        super.init()
        title = "Profile (UIKit)"
    }

    /// True once Run has put the card's view in the slot (either way).
    var hasCard: Bool { !slot.subviews.isEmpty }

    override func loadView() {
        let stack = StackPanel(spacing: 1, insets: EdgeInsets(leading: 1, trailing: 1))
        let note = LabelPanel("Run embeds the card; its host loads the balance as it appears.")
        note.textColor = .secondaryLabel
        for panel in [slot, note] {
            stack.addArrangedSubview(panel)
        }
        setView(stack)
    }

    func showCardWrong() {
        let card = BalanceCardHost()
        slot.addSubview(card.view)
        self.card = card
    }

    func showCardRight() {
        let card = BalanceCardHost()
        addChild(card)
        slot.addSubview(card.view)
        card.didMove(toParent: self)
        self.card = card
    }
}

/// The card's host: it loads the balance when UIKit tells it it appears, and only then.
@MainActor
private final class BalanceCardHost: HostingController<BalanceCard> {
    static let balanceCents = 120_450

    init() { super.init(rootView: BalanceCard(cents: nil)) }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        rootView = BalanceCard(cents: Self.balanceCents)
    }
}

/// The hosted balance card: the balance its host loaded, or that nothing was loaded.
private struct BalanceCard: View {
    let cents: Int?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Checking (SwiftUI)").bold()
            if let cents {
                Text("\(Money.format(cents: cents)) · loaded in viewWillAppear")
            } else {
                Text("Not loaded: viewWillAppear never ran").foregroundStyle(.secondary)
            }
        }
        .padding(.horizontal, 1)
    }
}
