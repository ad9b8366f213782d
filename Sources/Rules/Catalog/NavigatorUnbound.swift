extension RuleEntry {
    static let navigatorUnbound = RuleEntry(
        title: "A navigator used without a navigation controller pushes nothing: inject it before creating the host.",
        pattern: .navigation,
        why: """
            The navigator in the environment is a bridge to a navigation controller; its default value is bound to none. A host created before the navigator was injected, or never given one, pushes into the void: the button looks fine and nothing happens. Bind the navigator to the navigation controller and put it in the environment before the host is created.
            """,
        wrong: """
            let view = OrderSummary()
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
        lesson: "Lessons/NavigatorUnboundLesson.swift",
        sources: [
            "UIViewController.navigationController (nil when no navigation controller holds the controller), developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller",
            "Optional chaining (a call through nil does nothing), docs.swift.org/swift-book/documentation/the-swift-programming-language/optionalchaining/",
            "EnvironmentValues (custom values and their defaults), developer.apple.com/documentation/swiftui/environmentvalues",
            "Seam's choice: the navigator is an app's bridge, not an Apple API: it holds its navigation controller weakly and calls it through an optional, so one bound to none pushes nothing; Seam records the rule when it is asked to push.",
        ])
}

extension RuleFinding {
    /// `.navigatorUnbound`: a navigator with no navigation controller was asked to navigate.
    static func navigatorUnboundMessage(action: String, defaultNavigator: Bool) -> String {
        let origin =
            defaultNavigator ? "the default navigator (none was injected)" : "a navigator with no navigation controller"
        return "\(action) through \(origin) did nothing"
    }
}
