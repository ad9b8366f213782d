// cell-environment — the wrong way.
//
// What the user suffers: r pushes a hosted trip screen set to French whose expenses list
// (imperative, through a representable) hosts its rows without injecting the locale: the total
// is written the French way (485,40 $US), every row the American way.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension ExpensesViewController {
    func configure(_ cell: ListCell, _ expense: TripExpense) {
        let row = HostingConfiguration {
            ExpenseRow(expense: expense)
        }
        cell.contentConfiguration = row
    }
}
