// uikit-observation-tracking — the wrong way.
//
// What the user suffers: the Inbox screen sets its UIKit header's text in viewDidLoad, which
// UIKit does not track. r marks a message read ([m]): the hosted SwiftUI row, which reads the
// count in body, moves on to 2, while the header still says 3, and the rule names the
// controller and the callback that read the model.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

final class HeaderInboxViewController: InboxViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        header.text = "UIKit header · \(inbox.unread) unread"
    }
}
