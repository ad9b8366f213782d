// trait-bridged-environment — the right way.
//
// A custom trait reaches SwiftUI through a key that is a UITraitBridgedEnvironmentKey: a plain
// key keeps a copy.
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension StatementViewController {
    func embedCard(in stack: StackPanel) {
        // a bridged key: read from the host's traits
        let card = HostingController(rootView: BridgedThemeCard())
        embed(card, in: stack)
    }
}
