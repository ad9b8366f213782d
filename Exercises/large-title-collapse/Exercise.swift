// large-title-collapse — the wrong way.
//
// What the user suffers: the March statement's view is a header panel with the list under it,
// so the navigation bar finds no scroll view to track. r presses Down past the first page: the
// list scrolls off its top, the title stays large and keeps its row over the header, and the
// rule fires.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Imperative
import Rules
import Terminal

extension StatementViewController {
    func exerciseLoadView() {
        // the list under a header: the bar
        // finds no scroll view to track
        let panel = StatementPanel(
            header: header, list: list)
        setView(panel)
    }
}
