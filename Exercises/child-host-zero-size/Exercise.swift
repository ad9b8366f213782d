// child-host-zero-size — the wrong way.
//
// What the user suffers: the Checking screen embeds the hosted activity card with the default
// sizing options while the activity is loading, so the card is measured at zero height. r
// presses [l]: the heading counts 3 transactions and none shows.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Observation
import Rules

extension CheckingViewController {
    func embedActivity(in stack: StackPanel) {
        let card = HostingController(
            rootView: ActivityCard(feed: feed))
        addChild(card)
        stack.addArrangedSubview(card.view)
        card.didMove(toParent: self)
    }
}
