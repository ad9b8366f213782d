// opaque-host-background — the wrong way.
//
// What the user suffers: r embeds the hosted payment card in the frame the payments screen
// draws; the card's opaque background paints over the frame and its title.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension PaymentsViewController {
    func showCard() {
        let card = HostingController(rootView: PaymentCard())
        card.sizingOptions = .intrinsicContentSize
        addChild(card)
        frame.embed(card.view)
        card.didMove(toParent: self)
    }
}
