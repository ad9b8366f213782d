// dismiss-on-pushed-host — the right way.
//
// dismiss closes a presentation or pops a NavigationStack destination; on a pushed host, pop
// instead.
import Declarative
import Hosting
import Imperative
import Rules

extension DismissOnPushedHostScenario {
    static func openNote(on nav: NavigationController) {
        let note = DeliveryNote(onClose: {
            [weak nav] in nav?.popViewController()
        })
        let host = HostingController(rootView: note)
        nav.pushViewController(host)
    }
}
