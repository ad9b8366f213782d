// child-host-zero-size — the right way.
//
// Without .intrinsicContentSize sizing a child host is measured once and goes stale.
import Declarative
import Hosting
import Imperative
import Observation
import Rules

extension CheckingViewController {
    func embedActivity(in stack: StackPanel) {
        let card = HostingController(
            rootView: ActivityCard(feed: feed))
        card.sizingOptions = .intrinsicContentSize
        addChild(card)
        stack.addArrangedSubview(card.view)
        card.didMove(toParent: self)
    }
}
