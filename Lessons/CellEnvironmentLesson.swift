// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Foundation
import Hosting
import Imperative
import Rules
import Terminal

/// `cell-environment`: a hosted trip screen set to French
/// (`.environment(\.locale, Locale(identifier: "fr_FR"))`)
/// shows its expenses in an imperative list through a representable, each row hosted cell
/// content that formats its amount with the locale it reads. Wrong: the configuration does
/// not inject the locale, so the total above is written the French way (`485,40 $US`) and
/// every row the American way (`$48.00`). Right:
/// the list passes the locale around it (from `updateUIViewController`) into each row.
@MainActor
final class CellEnvironmentLesson: LessonDemonstration {
    static let rule = Rule.cellEnvironment
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        StageNoteViewController(
            title: "Trips",
            note: "Run opens the Paris offsite: a hosted screen in French, its expenses in a UIKit list.")
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.perform { [way, weak stage] in
            let trip = TripView(expenses: TripExpense.paris, way: way)
            let french = trip.environment(\.locale, Locale(identifier: "fr_FR"))
            stage?.pushViewController(HostingController(rootView: french))
        }]
    }
}

/// One expense of the trip, in cents.
private struct TripExpense {
    let id: Int
    let title: String
    let cents: Int

    static let paris = [
        TripExpense(id: 1, title: "Taxi from CDG", cents: 4_800),
        TripExpense(id: 2, title: "Hotel, two nights", cents: 31_200),
        TripExpense(id: 3, title: "Team dinner", cents: 8_650),
        TripExpense(id: 4, title: "Metro tickets", cents: 1_690),
        TripExpense(id: 5, title: "Museum passes", cents: 2_200),
    ]
}

/// The trip screen (hosted): the total in the screen's locale, then the expenses list.
private struct TripView: View {
    let expenses: [TripExpense]
    let way: LessonWay
    @Environment(\.locale) private var locale

    var body: some View {
        VStack(alignment: .leading) {
            Text("Total " + Money.format(cents: expenses.map(\.cents).reduce(0, +), locale: locale))
                .bold()
                .padding(.horizontal, 1)
            ExpenseList(expenses: expenses, way: way)
        }
        .navigationTitle("Paris offsite")
    }
}

/// The imperative expenses list inside the hosted trip screen. Update hands the controller
/// the locale the representable sees, as the list's surroundings have it.
private struct ExpenseList: ViewControllerRepresentable {
    let expenses: [TripExpense]
    let way: LessonWay

    func makeUIViewController(context: Context) -> ExpensesViewController {
        ExpensesViewController(expenses: expenses, way: way)
    }

    func updateUIViewController(_ viewController: ExpensesViewController, context: Context) {
        viewController.hostLocale = context.environment.locale
    }

    var focusLabel: String { "Expenses" }
}

/// The expenses (imperative): a `ListView` by expense id, each row `ExpenseRow` cell content.
@MainActor
private final class ExpensesViewController: ListViewController<String, Int> {
    private let expenses: [TripExpense]
    private let way: LessonWay
    /// The locale around the list, which `updateUIViewController` passes from the host's environment.
    var hostLocale = Locale(identifier: "en_US") {
        didSet {
            guard hostLocale != oldValue else { return }
            var snapshot = list.snapshot
            snapshot.reconfigureItems(list.visibleItemIdentifiers)
            list.apply(snapshot)
        }
    }

    init(expenses: [TripExpense], way: LessonWay) {
        self.expenses = expenses
        self.way = way
        super.init()
        title = "Expenses"
        list.cellProvider = { [unowned self] cell, id in
            guard let expense = self.expenses.first(where: { $0.id == id }) else { return }
            self.way == .wrong ? configureWrong(cell, expense) : configureRight(cell, expense)
        }
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendItems(expenses.map(\.id))
        list.apply(snapshot)
    }

    // MARK: The wrong way: the row sees the default locale, not the screen's

    private func configureWrong(_ cell: ListCell, _ expense: TripExpense) {
        let row = HostingConfiguration {
            ExpenseRow(expense: expense)
        }
        cell.contentConfiguration = row
    }

    // MARK: The right way: the configuration injects the locale around the list

    private func configureRight(_ cell: ListCell, _ expense: TripExpense) {
        let row = HostingConfiguration {
            ExpenseRow(expense: expense)
                .environment(\.locale, hostLocale)
        }
        cell.contentConfiguration = row
    }
}

/// One expense: its title and its amount, formatted with the locale the row reads.
private struct ExpenseRow: View {
    let expense: TripExpense
    @Environment(\.locale) private var locale

    var body: some View {
        HStack(spacing: 1) {
            Text(expense.title).frame(maxWidth: .infinity, alignment: .leading)
            Text(Money.format(cents: expense.cents, locale: locale)).fixedSize()
        }
    }
}
