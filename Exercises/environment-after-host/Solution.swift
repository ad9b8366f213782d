// environment-after-host — the right way.
//
// Environment attached after the host exists is not seen until rootView is reassigned or a
// bridge container is used.
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension EnvironmentAfterHostScenario {
    static func makeTotal(settings: EnvironmentSource) -> ViewController {
        let total = HostingController(rootView:
            EnvironmentBridge(settings) {
                OrderTotal(cents: 8_640)
            })
        total.sizingOptions = .intrinsicContentSize
        return total
    }
}
