import SwiftUI
import UIKit

/// The store of the trip's expenses; it keeps the handlers screens register to hear of syncs.
final class CellsExpenseStore {
    private(set) var expenses: [CellsExpense] = []
    private var syncHandlers: [() -> Void] = []

    func onSync(_ handler: @escaping () -> Void) { syncHandlers.append(handler) }

    func toggleFlag(_ id: CellsExpense.ID) {
        guard let index = expenses.firstIndex(where: { $0.id == id }) else { return }
        expenses[index].isFlagged.toggle()
    }
}

/// A legacy UIKit chart of what the trip spent against its budget.
final class CellsBudgetChartViewController: UIViewController {
    var spentCents = 0 { didSet { view.setNeedsLayout() } }
    var budgetCents = 0 { didSet { view.setNeedsLayout() } }
}

/// The expenses list (UIKit): a budget row, then one hosted row per expense.
final class CellsExpensesViewController: UICollectionViewController {
    private let store: CellsExpenseStore
    private var observer: NSObjectProtocol?
    var hostLocale = Locale.current

    init(store: CellsExpenseStore) {
        self.store = store
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        store.onSync { [weak self] in
            self?.collectionView.reloadData()
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Expenses"
        observer = NotificationCenter.default.addObserver(forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
            self?.collectionView.reloadData()
        }
    }

    private lazy var budgetRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, spent in
        cell.contentConfiguration = UIHostingConfiguration {
            VStack(alignment: .leading) {
                Text("Budget")
                CellsBudgetBar(spentCents: spent, budgetCents: 150_000)
            }
        }
    }

    private lazy var expenseRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, CellsExpense> { [unowned self] cell, _, expense in
        let store = self.store
        cell.contentConfiguration = UIHostingConfiguration {
            CellsExpenseRow(expense: expense, onToggleFlag: { store.toggleFlag(expense.id) })
                .environment(\.locale, self.hostLocale)
        }
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if indexPath.section == 0 {
            let spent = store.expenses.reduce(0) { $0 + $1.cents }
            navigationController?.pushViewController(UIHostingController(rootView: CellsBudgetScreen(spentCents: spent)), animated: true)
            return
        }
        let expense = store.expenses[indexPath.item]
        let detail = UIHostingController(rootView: CellsExpenseDetail(expense: expense, store: store))
        navigationController?.pushViewController(detail, animated: true)
    }
}
