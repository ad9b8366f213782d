// trait-bridged-environment — the wrong way.
//
// What the user suffers: the app's custom ThemeTrait is set with traitOverrides on its
// navigation controller, and the hosted card reads the theme through a plain EnvironmentKey,
// copied in from the traits when the host was made. r switches the app to monochrome: the
// UIKit screen follows, the card keeps standard, and the rule fires.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension StatementViewController {
    func embedCard(in stack: StackPanel) {
        // a plain key: copied in once, when the host is made
        let card = HostingController(rootView: CopiedThemeCard()
            .environment(\.copiedTheme, traitCollection[ThemeTrait.self]))
        embed(card, in: stack)
    }
}
