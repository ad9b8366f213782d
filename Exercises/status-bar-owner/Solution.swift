// status-bar-owner — the right way.
//
// A navigation controller answers for the status bar: forward childForStatusBarStyle to its
// top screen.
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension StatusBarOwnerScenario {
    func makeNavigation(_ accounts: ViewController) -> NavigationController {
        CardsNavigationController(rootViewController: accounts)
    }
}
