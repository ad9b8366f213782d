extension RuleEntry {
    static let barAppearancePerItem = RuleEntry(
        title:
            "Give one screen its own bar colours on its navigationItem: the navigation bar's appearance is every screen's.",
        pattern: .navigation,
        why: """
            A navigation controller has one navigation bar for every screen of its stack. A screen that paints that bar — its standardAppearance, its tint and colours, or UINavigationBar.appearance() for all bars — paints it for the screens under and above it: pop back, and the list keeps the report's red. Teams then reset the bar in each viewWillAppear, and it flickers or shows the wrong colours during a swipe back, or fights SwiftUI's .toolbarBackground. A navigation item's standardAppearance (and compactAppearance, scrollEdgeAppearance) overrides the bar's only while that item is on top. Seam names the rule when a look a pushed screen gave the bar still shows after it is popped.
            """,
        wrong: """
            // the bar the whole stack shares
            navigationController?.navigationBar
                .standardAppearance = red
            """,
        right: """
            // this screen's item: while on top
            navigationItem.standardAppearance =
                red
            """,
        lesson: "Lessons/BarAppearancePerItemLesson.swift",
        sources: [
            "UINavigationItem.standardAppearance: overrides the bar's while the item is on top, developer.apple.com/documentation/uikit/uinavigationitem/standardappearance",
            "UINavigationBar.standardAppearance, developer.apple.com/documentation/uikit/uinavigationbar/standardappearance",
            "UINavigationBar.compactAppearance, developer.apple.com/documentation/uikit/uinavigationbar/compactappearance",
            "UINavigationBarAppearance, developer.apple.com/documentation/uikit/uinavigationbarappearance",
            "Customizing your app's navigation bar, developer.apple.com/documentation/uikit/customizing-your-app-s-navigation-bar",
            "WordPress-iOS PR #18038: reset the bar as a screen leaves, github.com/wordpress-mobile/WordPress-iOS/pull/18038",
            "WordPress-iOS PR #23443: the app's bar appearance broke native screens, github.com/wordpress-mobile/WordPress-iOS/pull/23443",
            "SwiftUIX #133: appearance() colours every bar; one bar's goes on its navigationItem, github.com/SwiftUIX/SwiftUIX/issues/133",
            "SwiftUIX #352: one view's bar appearance changes them all, github.com/SwiftUIX/SwiftUIX/issues/352",
            "Seam's choice: no scrollEdgeAppearance, as nothing scrolls under the bar; a bar change is the top screen's.",
        ],
        linted: false)
}

extension RuleFinding {
    /// `.barAppearancePerItem`: a popped screen's bar look is still shown by the screen under it.
    static func barAppearancePerItemMessage(controller: String, property: String, shownOn: String) -> String {
        "popped \(controller)'s navigationBar.\(property) stays on \(shownOn): the bar is the whole stack's; "
            + "set navigationItem.\(property) on \(controller)"
    }
}
