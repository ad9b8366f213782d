// unretained-child-host — the right way.
//
// Contain a child host (addChild, didMove(toParent:)) and keep it; a host whose view alone was
// added is cut off from the controller hierarchy.
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

extension WalletViewController {
    func showBalance() {
        let card = HostingController(rootView: WalletCard(account: account))
        card.sizingOptions = .intrinsicContentSize
        addChild(card)
        slot.addSubview(card.view)
        card.didMove(toParent: self)
        self.card = card
    }
}
