// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Observation
import Rules

/// `child-host-zero-size`: an imperative Checking screen embeds the hosted Recent activity
/// card in its stack while the activity is still loading, so the card is empty at its first
/// layout. Run presses `[l]` and the activity arrives; the imperative heading counts it.
/// Wrong: the host keeps the default sizing options, was measured once at zero height and
/// stays there — the heading says 3 transactions and none shows. Right: with
/// `.intrinsicContentSize` the host re-measures and the stack makes room for the rows.
@MainActor
final class ChildHostZeroSizeLesson: LessonDemonstration {
    static let rule = Rule.childHostZeroSize
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        CheckingViewController(way: way)
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.character("l"))]
    }
}

/// The account's recent activity, empty until it has loaded.
@MainActor
@Observable
private final class ActivityFeed {
    struct Transaction {
        let id: Int
        let title: String
        let amount: String
    }

    private(set) var transactions: [Transaction] = []
    private(set) var isLoaded = false

    /// The server's answer, as it arrives.
    func load() {
        transactions = [
            Transaction(id: 1, title: "Coffee Corner", amount: "-$4.20"),
            Transaction(id: 2, title: "Salary, Acme Corp", amount: "+$3,150.00"),
            Transaction(id: 3, title: "City Power & Light", amount: "-$86.10"),
        ]
        isLoaded = true
    }
}

/// The stage's first screen (imperative): the `Recent activity` heading, which counts what
/// has loaded, the hosted activity card under it, embedded as a child host the wrong or the
/// right way, then the account number and a note. `[l] Load` delivers the activity.
@MainActor
private final class CheckingViewController: ViewController {
    private let feed = ActivityFeed()
    private let way: LessonWay
    private let heading = LabelPanel()

    init(way: LessonWay) {
        self.way = way
        super.init()
        title = "Checking"
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "Load", key: "l") { [weak self] in
            self?.feed.load()
        }]
    }

    override func loadView() {
        let stack = StackPanel(spacing: 1, insets: EdgeInsets(top: 1, leading: 1, trailing: 1))
        stack.addArrangedSubview(heading)
        way == .wrong ? embedActivityWrong(in: stack) : embedActivityRight(in: stack)
        stack.addArrangedSubview(LabelPanel("Account number  •••• 4821"))
        let note = LabelPanel("The card under the heading is hosted. [l] loads its activity.")
        note.textColor = .secondaryLabel
        stack.addArrangedSubview(note)
        setView(stack)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        ModelObserver(self) { me in
            me.heading.text = me.feed.isLoaded
                ? "Recent activity · \(me.feed.transactions.count) transactions"
                : "Recent activity · loading…"
        }
    }

    // MARK: The wrong way: default sizing options, measured once while empty

    private func embedActivityWrong(in stack: StackPanel) {
        let card = HostingController(
            rootView: ActivityCard(feed: feed))
        addChild(card)
        stack.addArrangedSubview(card.view)
        card.didMove(toParent: self)
    }

    // MARK: The right way: the host re-measures when its content changes

    private func embedActivityRight(in stack: StackPanel) {
        let card = HostingController(
            rootView: ActivityCard(feed: feed))
        card.sizingOptions = .intrinsicContentSize
        addChild(card)
        stack.addArrangedSubview(card.view)
        card.didMove(toParent: self)
    }
}

/// The hosted activity card: one row per transaction, nothing while loading.
private struct ActivityCard: View {
    let feed: ActivityFeed

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(feed.transactions, id: \.id) { transaction in
                HStack(spacing: 1) {
                    Text(transaction.title).frame(width: 22, alignment: .leading)
                    Text(transaction.amount)
                }
            }
        }
        .padding(.horizontal, 2)
    }
}
