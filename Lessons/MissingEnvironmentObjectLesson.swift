// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Observation
import Rules

/// `missing-environment-object`: an imperative Budget screen injects the household budget
/// into the hosted summary it embeds, and `[g] Groceries` pushes a hosted category screen
/// that reads the same budget with `@Environment(HouseholdBudget.self)`. Wrong: the new host
/// gets no budget — SwiftUI would crash on the first render; Seam shows its error panel
/// naming the type, the view and the host. Right: the push injects the budget on the new
/// host's root view, and the category shows its spending.
@MainActor
final class MissingEnvironmentObjectLesson: LessonDemonstration {
    static let rule = Rule.missingEnvironmentObject
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        BudgetViewController(way: way)
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.character("g"))]
    }
}

/// The household's budget, the app's one model of it: what each category may spend and
/// has spent, in cents.
@MainActor
@Observable
private final class HouseholdBudget {
    struct Category {
        let name: String
        let limit: Int
        let spent: Int
    }

    var categories = [
        Category(name: "Groceries", limit: 45_000, spent: 31_240),
        Category(name: "Transport", limit: 12_000, spent: 9_850),
        Category(name: "Eating out", limit: 15_000, spent: 16_320),
    ]

    func category(named name: String) -> Category? { categories.first { $0.name == name } }
}

/// The stage's first screen (imperative): the hosted summary, embedded as a child host with
/// the budget injected on its root view, a note, and `[g] Groceries`, which pushes the
/// hosted category screen from here — the wrong or the right way.
@MainActor
private final class BudgetViewController: ViewController {
    private let budget = HouseholdBudget()
    private let way: LessonWay
    /// The hosted summary, a child of this screen; the budget is injected above this host.
    private let summary: ViewController

    init(way: LessonWay) {
        self.way = way
        let summary = HostingController(rootView: BudgetSummary().environment(budget))
        summary.sizingOptions = .intrinsicContentSize
        self.summary = summary
        super.init()
        title = "Budget"
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "Groceries", key: "g") { [weak self] in
            guard let self else { return }
            self.way == .wrong ? self.showCategoryWrong(named: "Groceries") : self.showCategoryRight(named: "Groceries")
        }]
    }

    override func loadView() {
        let stack = StackPanel(spacing: 1, insets: EdgeInsets(top: 1, leading: 1, trailing: 1))
        addChild(summary)
        stack.addArrangedSubview(summary.view)
        summary.didMove(toParent: self)
        let note = LabelPanel("The summary above is hosted; [g] pushes the Groceries screen, hosted too.")
        note.textColor = .secondaryLabel
        stack.addArrangedSubview(note)
        setView(stack)
    }

    // MARK: The wrong way: the new host starts a new environment, without the budget

    private func showCategoryWrong(named name: String) {
        let host = HostingController(
            rootView: CategoryView(name: name))
        navigationController?
            .pushViewController(host)
    }

    // MARK: The right way: the budget is injected on the new host too

    private func showCategoryRight(named name: String) {
        let host = HostingController(
            rootView: CategoryView(name: name)
                .environment(budget))
        navigationController?
            .pushViewController(host)
    }
}

/// The hosted summary on the Budget screen: each category's spending against its limit.
private struct BudgetSummary: View {
    @Environment(HouseholdBudget.self) private var budget

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(budget.categories, id: \.name) { category in
                let amounts = "\(Money.format(cents: category.spent)) of \(Money.format(cents: category.limit))"
                Text(budgetRow(category.name, amounts))
            }
        }
    }
}

/// The hosted category screen pushed from the Budget screen: it requires the budget.
private struct CategoryView: View {
    let name: String
    @Environment(HouseholdBudget.self) private var budget

    var body: some View {
        VStack(alignment: .leading) {
            if let category = budget.category(named: name) {
                Text(budgetRow("Spent", Money.format(cents: category.spent)))
                Text(budgetRow("Limit", Money.format(cents: category.limit)))
                Text(budgetRow("Left", Money.format(cents: category.limit - category.spent))).bold()
            }
        }
        .padding(.horizontal, 1)
        .navigationTitle(name)
    }
}

/// A caption and a value, the values lined up in one column.
private func budgetRow(_ caption: String, _ value: String) -> String {
    caption + String(repeating: " ", count: max(1, 14 - caption.count)) + value
}
