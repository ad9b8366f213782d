// cell-state-reuse — the right way.
//
// @State inside cell content stays with the reused cell, not the item: it shows on the next
// item the cell displays; keep per-item state in the model.
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

extension CellStateReuseScenario {
    static func configure(_ cell: ListCell, _ task: ChecklistTask) {
        cell.contentConfiguration = HostingConfiguration { CheckRow(task: task) }
    }
}
