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
        lesson: "Screens/Lessons/NavigatorUnboundLesson.swift")
}
