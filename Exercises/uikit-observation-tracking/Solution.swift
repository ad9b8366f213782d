// uikit-observation-tracking — the right way.
//
// UIKit follows an @Observable model only where it tracks reads (viewWillLayoutSubviews,
// layoutSubviews, updateProperties); a value read in viewDidLoad or viewWillAppear goes stale.
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

final class HeaderInboxViewController: InboxViewController {
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        header.text = "UIKit header · \(inbox.unread) unread"
    }
}
