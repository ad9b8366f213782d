// contain-child-host — the right way.
//
// A child host you keep is still not a child: addChild, then addSubview, then
// didMove(toParent:), or it never hears that it appears.
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension ProfileViewController {
    func showCard() {
        let card = BalanceCardHost()
        addChild(card)
        slot.addSubview(card.view)
        card.didMove(toParent: self)
        self.card = card
    }
}
