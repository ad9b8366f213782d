// status-bar-owner — the wrong way.
//
// What the user suffers: Enter on a card pushes its SwiftUI screen, dark, whose host asks for
// light text (preferredStatusBarStyle). The plain navigation controller shows its bar, so it
// answers for the status bar itself: the status line keeps dark text over the dark card, and
// the rule fires.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension StatusBarOwnerScenario {
    func makeNavigation(_ accounts: ViewController) -> NavigationController {
        // answers for the status bar itself:
        // the card's light text is never asked
        NavigationController(rootViewController: accounts)
    }
}
