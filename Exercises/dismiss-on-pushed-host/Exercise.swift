// dismiss-on-pushed-host — the wrong way.
//
// What the user suffers: r pushes a hosted delivery note whose Close calls the environment's
// dismiss; on a pushed host there is nothing to dismiss, so the note stays, Close still
// focused.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules

extension DismissOnPushedHostScenario {
    static func openNote(on nav: NavigationController) {
        nav.pushViewController(HostingController(rootView: DeliveryNoteScreen()))
    }
}
