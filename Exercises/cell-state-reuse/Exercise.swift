// cell-state-reuse — the wrong way.
//
// What the user suffers: r opens a checklist whose rows keep their tick in @State, ticks the
// first task and pages down past the screen (PageDown, Down). The first task's cell is reused
// for the task that comes on screen, its content updated in place: the tick shows on that
// task, and the title shows the model never heard of it. By hand, Home brings the same cell
// back to the first task, the tick with it.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

extension CellStateReuseScenario {
    static func configure(_ cell: ListCell, _ task: ChecklistTask) {
        cell.contentConfiguration = HostingConfiguration { CheckRowWithState(task: task) }
    }
}
