extension RuleEntry {
    static let titleFeedsTabItem = RuleEntry(
        title: "A tab's root screen sets navigationItem.title for a changing bar title: title also renames its tab.",
        pattern: .navigation,
        why: """
            Assigning a view controller's title updates its navigation item and its tab-bar item. On the root screen of a tab, a title that carries state (a count, a page's name, a search term) therefore renames the tab in the tab bar too: the tab that said Drafts now says Drafts · 3, or a web page's title, and it changes with every update. Seam mirrors both updates, and names the rule when a title set on a tab's root renames its tab. Set navigationItem.title to change the bar only, or give the tab's navigation controller a tabBarItem title of its own, which its root's title does not replace.
            """,
        wrong: """
            // the tab bar shows this title too
            title = "Drafts · \\(drafts.count)"
            """,
        right: """
            // the bar only: the tab keeps its name
            navigationItem.title = "Drafts · \\(drafts.count)"
            """,
        lesson: "Lessons/TitleFeedsTabItemLesson.swift",
        sources: [
            "UIViewController.title: \"If the view controller has a valid navigation item or tab-bar item, assigning a value to this property updates the title text of those objects\", developer.apple.com/documentation/uikit/uiviewcontroller/title",
            "hotwired/hotwire-native-ios PR #103: a page load set the visitable's title, and UITabBarController used it for the tab, renaming the tabs; the fix updates the navigation bar's title only, github.com/hotwired/hotwire-native-ios/pull/103",
            "airbnb/native-navigation #110: the navigation bar title replaces the tab bar item's title on iOS when the two differ, github.com/airbnb/native-navigation/issues/110",
            "woocommerce/woocommerce-ios #3995 (fixed by PR #4536): a SwiftUI screen's navigation title showed in the tab bar as the tab's label, github.com/woocommerce/woocommerce-ios/issues/3995",
            "Seam's choice: a tab's label is its controller's tabBarItem title, else (for a navigation controller) its root's, else the controller's title; so a title on the root of a tab's navigation controller renames the tab unless that navigation controller has a tabBarItem title of its own.",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.titleFeedsTabItem`: a tab root's `title` renamed its tab.
    static func titleFeedsTabItemMessage(controller: String, tab: String) -> String {
        "title of \(controller) set on a tab's root renames its tab to '\(tab)'; set navigationItem.title for the bar only"
    }
}
