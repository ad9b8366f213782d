extension RuleEntry {
    static let unretainedChildHost = RuleEntry(
        title: "Keep a stored reference to a child host; otherwise it is freed and its region goes blank.",
        pattern: .childHosting,
        why: """
            Adding only a host's view to a panel keeps the view but not the controller that drives it. The controller is freed when the function returns, so its content never updates and its region goes blank or stale. Contain the host with addChild and didMove(toParent:), and keep it in a stored property.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/UnretainedChildHostLesson.swift")
}
