// large-title-collapse — the right way.
//
// A large title collapses with one scroll view, the one the bar tracks: give a list under a
// header to setContentScrollView(_:for:).
import Imperative
import Rules
import Terminal

extension StatementViewController {
    func exerciseLoadView() {
        let panel = StatementPanel(
            header: header, list: list)
        setView(panel)
        // the bar tracks the list
        setContentScrollView(list, for: .top)
    }
}
