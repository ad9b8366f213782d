// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Imperative
import Rules
import Terminal

/// `large-title-collapse`: a March statement under a large title, an account header panel
/// above its list of transactions. Run presses Down past the first page of the list. Wrong:
/// the list is not the view nor its first subview, so the bar finds no scroll view to track;
/// the list scrolls and the title stays large, keeping its row. Right: the controller names
/// the list with `setContentScrollView(list, for: .top)`; once the list scrolls off its top,
/// the title collapses into the bar and the list gets the row.
@MainActor
final class LargeTitleCollapseLesson: LessonDemonstration {
    static let rule = Rule.largeTitleCollapse
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        StatementViewController(way: way)
    }

    /// The app's navigation controller shows large titles (the stage's first screen is the
    /// statement, large at the root).
    func prepare(_ stage: NavigationController) {
        stage.navigationBar.prefersLargeTitles = true
    }

    /// Down as many times as the list has rows on screen: the selection goes past the first
    /// page and the list scrolls off its top.
    func steps(on stage: NavigationController) -> [LessonStep] {
        let page = (stage.topViewController as? StatementViewController)?.pageRows ?? 1
        return Array(repeating: .press(.down), count: max(1, page))
    }
}

/// The statement screen (imperative): the account's header panel, then its transactions.
@MainActor
private final class StatementViewController: ViewController {
    private let way: LessonWay
    private let header = StatementHeader()
    private let list = ListView<Int, Int>()

    init(way: LessonWay) {
        self.way = way
        super.init()
        title = "March statement"
    }

    /// The transactions the list shows on screen now.
    var pageRows: Int { list.bounds.height }

    override func loadView() {
        way == .wrong ? loadViewWrong() : loadViewRight()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.cellProvider = { cell, index in
            let t = Transaction.march[index]
            cell.contentConfiguration = ListContentConfiguration(
                text: "\(t.day)  \(t.payee)", trailingText: t.amount)
        }
        var snapshot = ListSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(Transaction.march.indices))
        list.apply(snapshot)
    }

    override func handle(_ key: Key) -> Bool { list.handle(key) }

    override var keyHints: [KeyHint] { [KeyHint("↑↓", "scroll")] }

    // MARK: Wrong way: a header first, and the bar tracks nothing

    private func loadViewWrong() {
        // the list under a header: the bar
        // finds no scroll view to track
        let panel = StatementPanel(
            header: header, list: list)
        setView(panel)
    }

    // MARK: Right way: the controller names its content scroll view

    private func loadViewRight() {
        let panel = StatementPanel(
            header: header, list: list)
        setView(panel)
        // the bar tracks the list
        setContentScrollView(list, for: .top)
    }
}

/// The statement's view: the header at the top, as tall as it asks, and the list below it
/// in the rest. The header is the first subview, so UIKit's search finds no scroll view.
@MainActor
private final class StatementPanel: Panel {
    private let header: Panel
    private let list: Panel

    init(header: Panel, list: Panel) {
        self.header = header
        self.list = list
        super.init()
        addSubview(header)
        addSubview(list)
    }

    override func layoutSubviews() {
        let height = min(bounds.height, header.intrinsicContentSize?.height ?? 0)
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
        list.frame = Rect(x: 0, y: height, width: bounds.width, height: bounds.height - height)
    }
}

/// The account above the list, in one row: which account, its balance, how many lines.
@MainActor
private final class StatementHeader: StackPanel {
    init() {
        super.init(insets: EdgeInsets(top: 0, leading: 1, trailing: 1))
        let account = LabelPanel(
            "Checking •••• 4821 · $2,340.18 · \(Transaction.march.count) transactions")
        account.textColor = .secondaryLabel
        addArrangedSubview(account)
    }
}

/// One line of the statement.
private struct Transaction {
    let day: String
    let payee: String
    let amount: String

    /// March's transactions, newest first: enough for several pages.
    static let march: [Transaction] = {
        let payees = ["Grocer", "Rent", "Café", "Pharmacy", "Transit", "Bookshop", "Salary", "Utilities"]
        return (0..<40).map { i in
            let day = 31 - i * 3 / 4
            let cents = 1_250 + (i * 7_919) % 18_000
            let payee = payees[i % payees.count]
            let sign = payee == "Salary" ? "+" : "−"
            return Transaction(
                day: "Mar \(day < 10 ? " " : "")\(day)", payee: payee,
                amount: "\(sign)$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)")
        }
    }()
}
