import Imperative
import Replay
import Screens

extension LedgerApp: ReplayApp {}

extension LedgerApp {
    /// The Ledger tab's list screen (the root of its navigation controller), for tests that
    /// read what its list shows.
    public var ledgerViewController: LedgerViewController? {
        (tabBarController.viewControllers.first as? NavigationController)?.viewControllers.first
            as? LedgerViewController
    }
}
