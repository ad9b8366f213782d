// bar-appearance-per-item — the right way.
//
// Give one screen its own bar colours on its navigationItem: the navigation bar's appearance
// is every screen's.
import Imperative
import Rules
import Terminal

extension ReportsScreen {
    func paint() {
        // this screen's item: while on top
        navigationItem.standardAppearance =
            red
    }
}
