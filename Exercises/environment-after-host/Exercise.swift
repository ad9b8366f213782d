// environment-after-host — the wrong way.
//
// What the user suffers: the checkout's hosted total got the locale with
// .environment(\.locale, settings.locale), evaluated once when its root view was made; r
// presses [l], the settings switch to fr_FR, and the imperative rows follow while the hosted
// total still formats in dollars.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension EnvironmentAfterHostScenario {
    static func makeTotal(settings: EnvironmentSource) -> ViewController {
        let total = HostingController(rootView:
            OrderTotal(cents: 8_640)
            .environment(\.locale, settings.locale))
        total.sizingOptions = .intrinsicContentSize
        return total
    }
}
