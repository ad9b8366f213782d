// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules

/// `already-has-parent`: an order screen embeds its summary card as a child host, and
/// `[s] Summary` opens the summary as a screen of its own; Run opens it and comes back.
/// Wrong: it pushes the card's host, which still belongs to the order screen — the push
/// takes it out of the order (addChild moves a child), so back on the order the card is gone.
/// Right: it pushes a new host of the same view, and the card stays where it is.
@MainActor
final class AlreadyHasParentLesson: LessonDemonstration {
    static let rule = Rule.alreadyHasParent
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        OrderViewController(way: way)
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.character("s")), .perform { stage.popViewController() }]
    }
}

/// The stage's first screen (imperative): a note and the order's summary card, a child host
/// sized by its content, which the screen holds as its child (the property is weak: the
/// children list keeps it). `[s] Summary` opens the summary.
private final class OrderViewController: ViewController {
    private let way: LessonWay
    private let order = 42
    /// The summary card's host, embedded in this screen as a child.
    private weak var summaryHost: HostingController<OrderSummary>!

    init(way: LessonWay) {
        self.way = way
        super.init()
        title = "Order \(order)"
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "Summary", key: "s") { [weak self] in
            self?.showSummary()
        }]
    }

    override func loadView() {
        let note = LabelPanel("Run opens this card as a screen with [s], then goes back.")
        note.textColor = .secondaryLabel
        let stack = StackPanel(spacing: 1, insets: EdgeInsets(top: 1, leading: 1, trailing: 1))
        stack.addArrangedSubview(note)
        setView(stack)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // `card` holds the host until it is a child; from then on the children list keeps it.
        let card = HostingController(rootView: OrderSummary(order: order))
        summaryHost = card
        summaryHost.sizingOptions = .intrinsicContentSize
        addChild(summaryHost)
        summaryHost.view.backgroundColor = .clear
        (view as? StackPanel)?.addArrangedSubview(summaryHost.view)
        summaryHost.didMove(toParent: self)
    }

    private func showSummary() {
        way == .wrong ? showSummaryWrong() : showSummaryRight()
    }

    private func showSummaryWrong() {
        // summaryHost: the card's host, our child
        navigationController?.pushViewController(summaryHost)
    }

    private func showSummaryRight() {
        let summary = HostingController(
            rootView: OrderSummary(order: order))
        navigationController?.pushViewController(summary)
    }
}

/// The order's summary: the card on the order screen, and the screen `[s]` opens.
private struct OrderSummary: View {
    let order: Int

    var body: some View {
        VStack(alignment: .leading) {
            Text("Order \(order) · 2 items")
            Text("Total   $52.00")
        }
        .border()
        .padding(.horizontal, 1)
        .navigationTitle("Summary")
    }
}
