// opaque-host-background — the right way.
//
// A child host paints an opaque background over imperative content unless it is cleared.
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension PaymentsViewController {
    func showCard() {
        let card = HostingController(rootView: PaymentCard())
        card.sizingOptions = .intrinsicContentSize
        card.view.backgroundColor = .clear
        addChild(card)
        frame.embed(card.view)
        card.didMove(toParent: self)
    }
}
