// host-keyboard-inset — the wrong way.
//
// What the user suffers: r presses [n] New note on the UIKit Notes screen and types; the stage
// presents the software keyboard while the field edits. The hosted totals footer keeps its
// default safe area regions, takes the keyboard into its safe area and grows by it: the totals
// jump above the keyboard, the notes lose their rows, and the rule fires.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

extension NotesViewController {
    func embedTotals() {
        let totals = HostingController(
            rootView: NoteTotals(notes: notes))
        totals.sizingOptions = .intrinsicContentSize
        addChild(totals)
        view.addSubview(totals.view)
        totals.didMove(toParent: self)
    }
}
