// contain-child-host — the wrong way.
//
// What the user suffers: r adds the balance card's view to the profile's Balance slot and
// keeps its host, but never adds it with addChild. The host loads the balance in
// viewWillAppear, and no appearance callback reaches a controller that is no child: the card
// still says it is not loaded, and the rule names the host and the screen it draws in.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension ProfileViewController {
    func showCard() {
        let card = BalanceCardHost()
        slot.addSubview(card.view)
        self.card = card
    }
}
