extension RuleEntry {
    static let doubleNavigationBar = RuleEntry(
        title: "No NavigationStack inside a host that is already on a navigation controller: two bars.",
        pattern: .navigation,
        why: """
            A host pushed onto a navigation controller already sits under that controller's bar. A NavigationStack inside it draws a second bar with its own title and no back button, and its pushes never reach the outer stack. Shipping apps report a wasted row, a missing back button, a broken swipe and, with nested navigation controllers, crashes.
            """,
        wrong: """
            let host = HostingController(rootView: NavigationStack {
                OrderReceipts()
            })
            navigationController.pushViewController(host)
            """,
        right: """
            let host = HostingController(rootView: OrderReceipts())
            navigationController.pushViewController(host)
            """,
        lesson: "Lessons/DoubleNavigationBarLesson.swift",
        sources: [
            "NavigationStack, developer.apple.com/documentation/swiftui/navigationstack",
            "katagaki/CirclesApp #37: crash \"possibly from a client attempt to nest wrapped navigation controllers\", github.com/katagaki/CirclesApp/issues/37",
            "home-assistant/iOS PR #5694: a launch crash on iOS 16 from nested navigation stacks, github.com/home-assistant/iOS/pull/5694",
            "openhab/openhab-ios PR #1212: no back button on a host pushed with its own NavigationStack, github.com/openhab/openhab-ios/pull/1212",
            "nextcloud/talk-ios #2328: crashes from a nested navigation controller, github.com/nextcloud/talk-ios/issues/2328",
            "onmyway133/notes #640: a NavigationStack inside a custom hosting controller, where the title, toolbar and links do not work, github.com/onmyway133/notes/issues/640",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.doubleNavigationBar`: the hosted view brings its own NavigationStack.
    static func doubleNavigationBarMessage(view: String) -> String {
        "\(view) brings a NavigationStack into a host already on a navigation controller: two bars"
    }
}
