// hide-bar-before-push — the right way.
//
// Set hidesBottomBarWhenPushed on a controller before pushing it: the navigation controller
// reads it at the push.
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension InboxViewController {
    func exerciseOpen(_ host: HostingController<MessageScreen>) {
        // before the push, which reads it
        host.hidesBottomBarWhenPushed = true
        navigationController?.pushViewController(host)
    }
}
