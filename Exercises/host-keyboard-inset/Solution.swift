// host-keyboard-inset — the right way.
//
// A hosting controller adds the software keyboard to its safe area: give a host embedded in a
// UIKit screen safeAreaRegions = [].
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
        totals.safeAreaRegions = []
        addChild(totals)
        view.addSubview(totals.view)
        totals.didMove(toParent: self)
    }
}
