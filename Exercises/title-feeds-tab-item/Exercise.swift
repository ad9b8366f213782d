// title-feeds-tab-item — the wrong way.
//
// What the user suffers: `n` writes a draft and the Drafts screen shows the count with `title
// = …`. Assigning title updates the tab-bar item too, so the tab, named by its root's title,
// becomes "Drafts · 3", and the rule fires.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Imperative
import Rules
import Terminal

extension DraftsViewController {
    func showCount() {
        // the tab bar shows this title too
        title = "Drafts · \(drafts.count)"
    }
}
