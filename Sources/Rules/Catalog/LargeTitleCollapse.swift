extension RuleEntry {
    static let largeTitleCollapse = RuleEntry(
        title:
            "A large title collapses with one scroll view, the one the bar tracks: give a list under a header to setContentScrollView(_:for:).",
        pattern: .navigation,
        why: """
            Once the navigation bar shows a large title, it shrinks the title into the bar when the screen's content scroll view scrolls off its top, and shows it large again back at the top. The bar tracks one scroll view: the one given with setContentScrollView(_:for:), else the one UIKit finds in the controller's view. A list laid out under a header panel is not found, so the title never collapses and keeps its row while the list scrolls: one row of content fewer. Seam names the rule when a scroll view scrolls off its top under a large title that stays. Name the list: setContentScrollView(list, for: .top).
            """,
        wrong: """
            // the list under a header: the bar
            // finds no scroll view to track
            let panel = StatementPanel(
                header: header, list: list)
            setView(panel)
            """,
        right: """
            let panel = StatementPanel(
                header: header, list: list)
            setView(panel)
            // the bar tracks the list
            setContentScrollView(list, for: .top)
            """,
        lesson: "Lessons/LargeTitleCollapseLesson.swift",
        sources: [
            "UIViewController.setContentScrollView(_:for:), developer.apple.com/documentation/uikit/uiviewcontroller/setcontentscrollview(_:for:)",
            "UIViewController.contentScrollView(for:), developer.apple.com/documentation/uikit/uiviewcontroller/contentscrollview(for:)",
            "UINavigationBar.prefersLargeTitles, developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles",
            "UINavigationItem.largeTitleDisplayMode, developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property",
            "WordPress-iOS PR #17811: \"the root view has to be a scrolling view\", github.com/wordpress-mobile/WordPress-iOS/pull/17811",
            "woocommerce-ios PR #3763: tabs above the list stop the collapse, github.com/woocommerce/woocommerce-ios/pull/3763",
            "dotnet/maui PR #36511: wrapped scroll content, github.com/dotnet/maui/pull/36511",
            "uias/Pageboy #122, github.com/uias/Pageboy/issues/122",
            "rechsteiner/Parchment #210, github.com/rechsteiner/Parchment/issues/210",
            "Seam's choice: by default the bar tracks the view when it scrolls, else its first subview when that scrolls.",
        ],
        linted: false)
}

extension RuleFinding {
    /// `.largeTitleCollapse`: a scroll view the bar does not track scrolled under a large title.
    static func largeTitleCollapseMessage(controller: String, scrolled: String, tracked: String?) -> String {
        let tracking = tracked.map { "tracks its \($0) instead" } ?? "tracks no scroll view of it"
        let name = scrolled.prefix(1).lowercased() + scrolled.dropFirst()
        return "the large title of \(controller) keeps its row while its \(scrolled) scrolls: the navigation bar "
            + "\(tracking); call setContentScrollView(\(name), for: .top)"
    }
}
