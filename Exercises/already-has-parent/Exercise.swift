// already-has-parent — the wrong way.
//
// What the user suffers: [s] pushes the summary card's host, which is still a child of the
// order screen. The push adds it as the navigation controller's child, which takes it out of
// the order screen (addChild moves a child), so the summary opens; back on the order, the card
// is gone, and the rule names the move.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules

extension OrderViewController {
    func exerciseShowSummary() {
        // summaryHost: the card's host, our child
        navigationController?.pushViewController(summaryHost)
    }
}
