// unretained-child-host — the wrong way.
//
// What the user suffers: r adds only the hosted balance card's view to the wallet's Balance
// slot, so nothing keeps the host and it is freed. Its view still draws the card and follows
// the $50 paid in, but the card's Details raises a .sheet with no controller to present from:
// nothing opens, and the rule names the lost host.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
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
        slot.addSubview(card.view)
    }
}
