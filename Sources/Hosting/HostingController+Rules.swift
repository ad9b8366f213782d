import Rules
import Declarative
import Imperative

/// The navigation-ownership rules a host can see from where it sits (docs/rules.md).
extension HostingController {
    /// The navigator the hosted view reads: the first one injected anywhere in its tree,
    /// else the host's unbound default. Reads the tree as the last update left it.
    var hostedNavigator: Navigator {
        let injected = graph.root.firstDescendant { !$0.environment.navigator.isDefault }
        return injected?.environment.navigator ?? defaultNavigator
    }

    /// Locates the hosted view's navigator at this host when nobody did: its `navigator-unbound`
    /// then names where the push was lost. Runs with the rule checks, after every update that
    /// evaluated something and when the host appears.
    func bindNavigator() {
        let navigator = hostedNavigator
        if navigator.host == nil { navigator.host = self }
    }

    /// Screens the paths of declarative NavigationStacks in the hosted view hold: while
    /// above zero, a declarative path owns what the user sees. Reads the tree as it is
    /// (no update), so the inspector may ask while drawing. A tree without a stack is not walked.
    var declarativePathDepth: Int {
        guard graph.preferences.containsNavigationStack else { return 0 }
        var depth = 0
        graph.root.forEachDescendant { node in depth += (node.view as? any NavigationPathOwner)?.pathDepth(node) ?? 0 }
        return depth
    }

    /// Checks what the host's position and the view's preferences say together:
    /// `one-owner` (whether the bar shows or not: hiding a bar removes the second bar, not
    /// the second owner), then the rules about the bar itself, which a hidden bar silences:
    /// `double-navigation-bar`, `manual-back-button`, `large-title-mode`. `pathDepth` is
    /// `declarativePathDepth` when the caller has it already.
    func checkNavigationRules(pathDepth: Int? = nil) {
        guard let nav = navigationController else { return }
        let preferences = graph.preferences
        let pushed = (nav.viewControllers.firstIndex { $0 === self } ?? 0) > 0
        if pushed, preferences.containsNavigationStack, (pathDepth ?? declarativePathDepth) > 0 {
            report(
                .twoStackOwners(
                    root: nav.viewControllers.first?.displayTitle ?? "root", barHidden: nav.isNavigationBarHidden))
        }
        guard !nav.isNavigationBarHidden else { return }
        if preferences.containsNavigationStack {
            report(.doubleNavigationBar(view: hostedViewName))
        }
        if pushed, let back = preferences.toolbarItems.first(where: { Self.looksLikeBack($0.title) }) {
            report(.manualBackButton(view: hostedViewName, item: back.title))
        }
        if pushed, navigationItem.hidesBackButton || !navigationItem.leftBarButtonItems.isEmpty {
            report(.hiddenBackButton(controller: typeName, items: navigationItem.leftBarButtonItems.map(\.title)))
        }
        if let asked = preferences.titleDisplayMode, asked != .automatic, nav.topViewController === self,
            (asked == .large) != nav.showsLargeTitle
        {
            report(largeTitleMismatch(asked: asked, bar: nav.navigationBar))
        }
    }

    /// Why the bar does not show the title display mode the hosted view asks for: UIKit
    /// code set the host's mode (it wins over the modifier), or the bar does not prefer large titles.
    private func largeTitleMismatch(asked: TitleDisplayMode, bar: NavigationBar) -> RuleFinding {
        let set = navigationItem.explicitLargeTitleDisplayMode
        let overriding = set == NavigationItem.LargeTitleDisplayMode(asked) ? nil : set
        return .largeTitleMode(
            asked: asked.rawValue, hostMode: overriding?.rawValue,
            barLacksLargeTitles: asked == .large && !bar.prefersLargeTitles)
    }

    private static func looksLikeBack(_ title: String) -> Bool {
        // Trimmed of spaces and tabs as Foundation's `.whitespaces` trims (general category Zs
        // and U+0009), without bridging the title to NSString after every update.
        let blank = { (s: Unicode.Scalar) in s == "\t" || s.properties.generalCategory == .spaceSeparator }
        // Every title that looks like one starts with one of these once trimmed: any other
        // title (a toolbar's Info, Void) is told apart without lowercasing it.
        guard let start = title.unicodeScalars.first(where: { !blank($0) }),
            ["b", "B", "‹", "<", "←"].contains(start)
        else { return false }
        let scalars = title.lowercased().unicodeScalars
        guard let first = scalars.firstIndex(where: { !blank($0) }), let last = scalars.lastIndex(where: { !blank($0) })
        else { return false }
        let t = String(scalars[first...last])
        return t == "back" || t.hasPrefix("‹") || t.hasPrefix("<") || t.hasPrefix("←") || t.hasPrefix("back ")
    }

    /// `@Environment(\.dismiss)` at the host's level (a NavigationStack destination pops
    /// itself before it gets here). A presented host, or the root of a presented navigation
    /// controller, is dismissed. A host pushed onto a navigation controller is not presented:
    /// nothing happens and `dismiss-on-pushed-host` is recorded — unless that navigation
    /// controller is presented: UIKit forwards the dismissal to the presenter and the whole
    /// presentation closes, however deep the host was, and the rule is recorded too.
    func dismissFromHostedView() {
        let nav = navigationController
        let depth = (nav?.viewControllers.firstIndex { $0 === self }).map { $0 + 1 }
        let name = hostedViewName
        guard presentingViewController != nil else {
            report(.dismissOnPushedHost(view: name))
            return
        }
        if let depth, depth > 1 {
            report(.dismissClosesPresentation(view: name, depth: depth))
        }
        dismiss()
    }
}
