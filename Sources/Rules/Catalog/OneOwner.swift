extension RuleEntry {
    static let oneOwner = RuleEntry(
        title: "One owner for the visible stack at any moment.",
        pattern: .ownership,
        why: """
            When a UINavigationController and a SwiftUI NavigationStack path both hold pushed screens of one flow, the back stack is split between them. Hiding the UIKit bar removes the second bar, not the second owner: the bar left is the stack's, which knows nothing of the screens under its host, so at the stack's root the user sees no back button, and the hidden bar takes UIKit's edge swipe with it: the user is stuck. Keep one owner: route every push through the path, or push hosts with no NavigationStack.
            """,
        wrong: """
            nav.isNavigationBarHidden = true
            let view = NavigationStack { OrderLinks() }
            let host = HostingController(rootView: view)
            nav.pushViewController(host)
            """,
        right: """
            let navigator = Navigator(
                navigationController: nav)
            let view = OrderSummary()
                .environment(\\.navigator, navigator)
            let host = HostingController(rootView: view)
            nav.pushViewController(host)
            """,
        lesson: "Lessons/OneOwnerLesson.swift",
        sources: [
            "UINavigationController.isNavigationBarHidden (it changes the bar's visibility, nothing else), developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden",
            "NavigationStack, developer.apple.com/documentation/swiftui/navigationstack",
            "openradar 19031955: the interactive pop gesture stops working with a custom left bar button item or a hidden navigation bar, github.com/lionheart/openradar-mirror/issues/2688",
            "openhab/openhab-ios #1156 and PR #1248: at the root of the UIKit stack its pop gesture takes the edge swipe from the SwiftUI NavigationStack, github.com/openhab/openhab-ios/issues/1156",
            "Seam's choice: Escape stands for the edge swipe, so hiding the bar turns Escape off as it turns off UIKit's interactive pop gesture.",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.twoStackOwners`: the navigation controller (first screen `root`) and a NavigationStack path both hold screens.
    static func twoStackOwnersMessage(root: String, barHidden: Bool) -> String {
        let bar = barHidden ? " (its bar is hidden, but it still owns the stack)" : ""
        return
            "both the navigation controller\(bar), back to \(root), and a declarative NavigationStack path hold pushed screens of this flow"
    }

    /// `.presentWhilePresenting`: a presentation refused while the presenter presents another.
    static func presentWhilePresentingMessage(controller: String, presenter: String, presented: String) -> String {
        "present of \(controller) refused: \(presenter) is already presenting \(presented)"
    }
}
