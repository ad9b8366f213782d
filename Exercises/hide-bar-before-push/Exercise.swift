// hide-bar-before-push — the wrong way.
//
// What the user suffers: Enter on a message pushes its SwiftUI screen, and the host's
// hidesBottomBarWhenPushed is set only after the push. The navigation controller read it at
// the push, so the Inbox/Settings tab bar stays under the message, and the rule fires.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension InboxViewController {
    func exerciseOpen(_ host: HostingController<MessageScreen>) {
        navigationController?.pushViewController(host)
        // too late: the push has read the flag
        host.hidesBottomBarWhenPushed = true
    }
}
