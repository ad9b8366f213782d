// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

/// `unretained-child-host`: an imperative wallet screen keeps a framed slot for the balance.
/// Run embeds the hosted balance card in it, pays $50 in with `[p]` (the card follows the
/// account), then clicks the card's Details button, which raises a `.sheet` in the card.
/// Wrong: only the host's view is added, so nothing keeps the host and it is freed when the
/// function returns. Its view still draws the card and follows the payment, but the card is
/// cut off from the controller hierarchy: its `.sheet` has no controller to present from, so
/// Details opens nothing. Right: the host is contained (`addChild`, `didMove(toParent:)`) and
/// kept in a stored property, and Details presents the card's sheet.
@MainActor
final class UnretainedChildHostLesson: LessonDemonstration {
    static let rule = Rule.unretainedChildHost
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        WalletViewController()
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [
            .perform { [way, weak stage] in
                guard let screen = stage?.topViewController as? WalletViewController, !screen.hasBalanceCard
                else { return }
                way == .wrong ? screen.showBalanceWrong() : screen.showBalanceRight()
            },
            .press(.character("p")),
            .perform { [weak stage] in (stage?.topViewController as? WalletViewController)?.clickDetails() },
        ]
    }
}

/// The wallet's account, shared by the imperative screen and the hosted card.
@MainActor
@Observable
private final class WalletAccount {
    private(set) var balanceInCents = 128_450
    private(set) var lastActivity = "Updated a moment ago"

    /// A payment arrives.
    func payIn() {
        balanceInCents += 5_000
        lastActivity = "+$50.00 from Grace Hopper"
    }

    /// `$1,284.50`.
    var balance: String {
        let dollars = String(balanceInCents / 100)
        var grouped = ""
        for (i, digit) in dollars.reversed().enumerated() {
            if i > 0, i % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        let cents = balanceInCents % 100
        return "$" + String(grouped.reversed()) + (cents < 10 ? ".0" : ".") + String(cents)
    }
}

/// The demonstration's screen (imperative): the `Balance` slot, the account's details drawn
/// by imperative labels, and a note. `[p] Pay in` pays $50 into the account the card shows.
@MainActor
private final class WalletViewController: ViewController {
    private let account = WalletAccount()
    /// The balance card's host, once it is embedded the right way.
    private var card: HostingController<WalletCard>?
    private let slot = BalanceSlotPanel(size: Size(width: 30, height: 5))

    override init() {
        super.init()
        title = "Wallet"
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "Pay in", key: "p") { [account] in account.payIn() }]
    }

    /// True once Run has put a card's view in the slot (either way).
    var hasBalanceCard: Bool { !slot.subviews.isEmpty }

    override func loadView() {
        let stack = StackPanel(spacing: 1, insets: EdgeInsets(leading: 1, trailing: 1))
        let note = LabelPanel("Run embeds the hosted card, pays in with [p] and clicks Details.")
        note.textColor = .secondaryLabel
        for panel in [slot, LabelPanel("Account holder  Ada Lovelace"), note] {
            stack.addArrangedSubview(panel)
        }
        setView(stack)
    }

    func showBalanceWrong() {
        let card = HostingController(rootView: WalletCard(account: account))
        card.sizingOptions = .intrinsicContentSize
        slot.addSubview(card.view)
    }

    func showBalanceRight() {
        let card = HostingController(rootView: WalletCard(account: account))
        card.sizingOptions = .intrinsicContentSize
        addChild(card)
        slot.addSubview(card.view)
        card.didMove(toParent: self)
        self.card = card
    }

    /// Clicks the card's Details button, as a learner would: the click reaches the card's
    /// view whether or not a controller still hosts it.
    func clickDetails() {
        guard let cardView = slot.subviews.first, let window else { return }
        let origin = cardView.originInWindow
        let trailing = traitCollection.layoutDirection == .rightToLeft ? 3 : cardView.frame.width - 4
        window.send(MouseEvent(.click, at: Point(x: origin.x + trailing, y: origin.y)))
    }

    /// A contained card gets the keys its parent is offered, as a child controller does.
    override func handle(_ key: Key) -> Bool { card?.handle(key) ?? false }

    override var keyHints: [KeyHint] { card?.keyHints ?? [] }
}

/// The hosted balance card: the balance, its last activity, and a Details button that raises
/// a `.sheet` of the card's details — padded one column in from the slot's border.
private struct WalletCard: View {
    let account: WalletAccount
    @State private var showsDetails = false

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Available now")
                Spacer()
                Button("Details") { showsDetails = true }
            }
            Text(account.balance).bold()
            Text(account.lastActivity).foregroundStyle(.secondary)
        }
        .padding(.horizontal, 1)
        .sheet(isPresented: $showsDetails) { CardDetails() }
    }
}

/// The sheet the card's Details button raises.
private struct CardDetails: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Card details").font(.headline)
            VStack(alignment: .leading) {
                Text("Debit card ending 4821")
                Text("Daily limit $2,500.00").foregroundStyle(.secondary)
            }
            Button("Close") { dismiss() }
        }
        .padding(.horizontal, 1)
        .navigationTitle("Card details")
    }
}
