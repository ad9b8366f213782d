// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules

/// `already-has-parent`: an order screen embeds its summary card as a child host, and
/// `[s] Summary` opens the summary as a screen of its own. Wrong: it pushes the card's host,
/// which still belongs to the order screen — UIKit raises
/// UIViewControllerHierarchyInconsistency; Seam refuses the push and nothing opens.
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
        [.press(.character("s"))]
    }
}

/// The stage's first screen (imperative): a note and the order's summary card, a child host
/// kept in a stored property and sized by its content. `[s] Summary` opens the summary.
private final class OrderViewController: ViewController {
    private let way: LessonWay
    private let order = 42
    /// The summary card's host, embedded in this screen as a child.
    private let summaryHost: HostingController<OrderSummary>

    init(way: LessonWay) {
        self.way = way
        summaryHost = HostingController(rootView: OrderSummary(order: order))
        summaryHost.sizingOptions = .intrinsicContentSize
        super.init()
        title = "Order \(order)"
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "Summary", key: "s") { [weak self] in
            self?.showSummary()
        }]
    }

    override func loadView() {
        let note = Imperative.Label("Run presses [s] to open this card as a screen of its own.")
        note.textColor = .secondaryLabel
        let stack = StackPanel(spacing: 1, insets: EdgeInsets(top: 1, leading: 1, trailing: 1))
        stack.addArrangedSubview(note)
        setView(stack)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
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
