import Rules
import Foundation
import Declarative
import Imperative

/// The navigation-ownership rules a host can see from where it sits (SPEC §8).
extension HostingController {
    /// The navigator the hosted view reads, if one was injected anywhere in its tree.
    var hostedNavigator: Navigator? {
        graph.update()
        func find(_ node: ViewNode) -> Navigator? {
            if let n = node.environment.navigator { return n }
            for child in node.children { if let n = find(child) { return n } }
            return nil
        }
        let navigator = graph.root.flatMap(find)
        if let navigator, navigator.host == nil { navigator.host = self }
        return navigator
    }

    /// Destinations pushed by declarative NavigationStacks in the hosted view: while above
    /// zero, a declarative path owns what the user sees.
    public var declarativePathDepth: Int {
        graph.update()
        func depth(_ node: ViewNode) -> Int {
            let own = (node.view as? any NavigationPathOwner)?.pathDepth(node) ?? 0
            return own + node.children.reduce(0) { $0 + depth($1) }
        }
        return graph.root.map(depth) ?? 0
    }

    /// Checks what the host's position and the view's preferences say together:
    /// `double-navigation-bar`, `manual-back-button`, `large-title-mode`.
    func checkNavigationRules() {
        _ = hostedNavigator
        guard let nav = navigationController, !nav.isNavigationBarHidden else { return }
        let preferences = graph.preferences
        if preferences.containsNavigationStack {
            report(rule: .doubleNavigationBar,
                   "\(HostedViewName.of(rootView)) brings a NavigationStack into a host already on a navigation controller: two bars")
        }
        let pushed = (nav.viewControllers.firstIndex { $0 === self } ?? 0) > 0
        if pushed, preferences.containsNavigationStack, declarativePathDepth > 0 {
            report(rule: .oneOwner,
                   "both the navigation controller (back to \(nav.viewControllers.first?.displayTitle ?? "root")) and a declarative NavigationStack path own the visible stack")
        }
        if pushed, let back = preferences.toolbarItems.first(where: { Self.looksLikeBack($0.title) }) {
            report(rule: .manualBackButton,
                   "\(HostedViewName.of(rootView)) adds its own \"\(back.title)\" item; a pushed host already has the standard back button")
        }
        if pushed, navigationItem.hidesBackButton || !navigationItem.leftBarButtonItems.isEmpty {
            let own = navigationItem.leftBarButtonItems.map { "\"\($0.title)\"" }.joined(separator: ", ")
            report(rule: .manualBackButton,
                   "\(typeName) hides the standard back button\(own.isEmpty ? "" : " for its own \(own)"): the interactive pop is off too. Set backButtonTitle or backButtonDisplayMode on the previous controller instead")
        }
        if preferences.titleDisplayMode == .large, nav.topViewController === self, !nav.showsLargeTitle {
            report(rule: .largeTitleMode,
                   ".navigationBarTitleDisplayMode(.large) does not reach the imperative bar; set the host's navigationItem.largeTitleDisplayMode = .always")
        }
    }

    private static func looksLikeBack(_ title: String) -> Bool {
        let t = title.lowercased().trimmingCharacters(in: .whitespaces)
        return t == "back" || t.hasPrefix("‹") || t.hasPrefix("<") || t.hasPrefix("←") || t.hasPrefix("back ")
    }

    /// `@Environment(\.dismiss)` at the host's level.
    func dismissFromHostedView() {
        if presentingViewController != nil {
            dismiss()
        } else {
            report(rule: .dismissOnPushedHost,
                   "dismiss() on \(HostedViewName.of(rootView)), which was pushed, not presented: nothing happens; pop instead")
        }
    }
}
