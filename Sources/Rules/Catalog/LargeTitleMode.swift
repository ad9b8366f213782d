extension RuleEntry {
    static let largeTitleMode = RuleEntry(
        title:
            "A large title needs the navigation bar's prefersLargeTitles; .navigationBarTitleDisplayMode(.large), or largeTitleDisplayMode set on the host, stays inline without it.",
        pattern: .screenHosting,
        why: """
            A hosted view's .navigationBarTitleDisplayMode(.large) only sets its host's navigationItem, and UIKit shows a large title only when the navigation bar prefers large titles: a bar left at its default shows every title inline, whatever the screen asks. The screen quietly gets a small title; set prefersLargeTitles on the UIKit side. Once large titles show, the title collapses only with a scroll view that reaches under the bar.
            """,
        wrong: """
            let host = HostingController(rootView:
                StatementsView()
                    .navigationBarTitleDisplayMode(.large))
            navigationController?
                .pushViewController(host)
            """,
        right: """
            navigationController?.navigationBar
                .prefersLargeTitles = true
            let host = HostingController(rootView:
                StatementsView()
                    .navigationBarTitleDisplayMode(.large))
            navigationController?
                .pushViewController(host)
            """,
        lesson: "Lessons/LargeTitleModeLesson.swift",
        sources: [
            "UINavigationBar.prefersLargeTitles: \"When the property is set to false, the navigation bar displays the title inline\", developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles",
            "UINavigationItem.largeTitleDisplayMode, developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property",
            "View.navigationBarTitleDisplayMode(_:), developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)",
            "woocommerce/woocommerce-ios PR #8581: .large stays inline in a hosting controller until the bar prefers large titles, github.com/woocommerce/woocommerce-ios/pull/8581",
            "woocommerce/woocommerce-ios PR #3752: the title collapses only with a scroll view that reaches under the bar, github.com/woocommerce/woocommerce-ios/pull/3752",
            "Seam's choice: a largeTitleDisplayMode that UIKit code set on the host wins over the modifier in Seam; which one wins is not documented.",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.largeTitleMode`: why the bar does not show the title display mode the hosted view asks
    /// for: UIKit code set the host's mode (it wins over the modifier), or the bar does not
    /// prefer large titles.
    static func largeTitleModeMessage(asked: String, hostMode: String?, barLacksLargeTitles: Bool) -> String {
        var reasons: [String] = []
        if let hostMode {
            reasons.append(
                "UIKit code set the host's navigationItem.largeTitleDisplayMode = .\(hostMode), which wins over the modifier"
            )
        }
        if barLacksLargeTitles {
            reasons.append(
                "the navigation bar does not prefer large titles (set navigationBar.prefersLargeTitles = true)")
        }
        let shown = asked == "large" ? "inline" : "large"
        return ".navigationBarTitleDisplayMode(.\(asked)) but the bar shows the title \(shown): "
            + reasons.joined(separator: "; and ")
    }
}
