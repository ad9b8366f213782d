extension RuleEntry {
    static let statusBarOwner = RuleEntry(
        title:
            "A navigation controller answers for the status bar: forward childForStatusBarStyle to its top screen.",
        pattern: .navigation,
        why: """
            The status bar asks the root controller for its style, and a container passes the question down only through childForStatusBarStyle. A navigation controller whose bar shows answers itself, from its bar's style: a screen pushed on it (a SwiftUI host with a dark header, say) asks for light text with preferredStatusBarStyle in vain, and the time and battery stay dark over the dark header. Forward the question: a navigation controller subclass returns topViewController from childForStatusBarStyle.
            """,
        wrong: """
            // answers for the status bar itself:
            // the card's light text is never asked
            NavigationController(rootViewController: accounts)
            """,
        right: """
            // the top screen decides the status bar
            override var childForStatusBarStyle: ViewController? {
                topViewController
            }
            """,
        lesson: "Lessons/StatusBarOwnerLesson.swift",
        sources: [
            "UIViewController.childForStatusBarStyle: \"If you return nil or do not override this method, the status bar style for self is used\", developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle",
            "UIStatusBarStyle: lightContent is \"intended for use on dark backgrounds\", developer.apple.com/documentation/uikit/uistatusbarstyle",
            "stripe/stripe-ios PR #1308: \"UINavigationController delegates to the top view controller only when its navigation bar is hidden\", github.com/stripe/stripe-ios/pull/1308",
            "MateeDevs/devstack-native-app PR #80: a screen's style is ignored in a navigation controller, github.com/MateeDevs/devstack-native-app/pull/80",
            "krzysztofzablocki/Inject PR #58: forwards childForStatusBarStyle to the hosted controller, github.com/krzysztofzablocki/Inject/pull/58",
            "alphagov/govuk-mobile-ios-app PR #168: a hosting controller overrides preferredStatusBarStyle, github.com/alphagov/govuk-mobile-ios-app/pull/168",
            "Seam's choice: .default is dark text in light mode, light in dark; a tab bar controller asks its selected tab.",
        ],
        linted: false)
}

extension RuleFinding {
    /// `.statusBarOwner`: a screen's style is not asked; its navigation controller answers.
    static func statusBarOwnerMessage(controller: String, asked: String, navigation: String, shown: String) -> String {
        "\(controller) asks for .\(asked), but \(navigation) answers for the status bar, which shows \(shown); "
            + "forward childForStatusBarStyle to topViewController"
    }
}
