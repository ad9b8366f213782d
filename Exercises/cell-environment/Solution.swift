// cell-environment — the right way.
//
// Cell content does not inherit custom environment from the surrounding controller; inject it
// in the configuration.
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension ExpensesViewController {
    func configure(_ cell: ListCell, _ expense: TripExpense) {
        let row = HostingConfiguration {
            ExpenseRow(expense: expense)
                .environment(\.locale, hostLocale)
        }
        cell.contentConfiguration = row
    }
}
