// title-feeds-tab-item — the right way.
//
// A tab's root screen sets navigationItem.title for a changing bar title: title also renames
// its tab.
import Imperative
import Rules
import Terminal

extension DraftsViewController {
    func showCount() {
        // the bar only: the tab keeps its name
        navigationItem.title = "Drafts · \(drafts.count)"
    }
}
