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
        lesson: "Screens/Lessons/DoubleNavigationBarLesson.swift")
}
