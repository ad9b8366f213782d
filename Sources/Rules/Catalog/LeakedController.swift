extension RuleEntry {
    static let leakedController = RuleEntry(
        title: "A popped or dismissed controller must be freed (weak captures in observers, cancel in deinit).",
        pattern: .ownership,
        why: """
            A closure that captures a controller strongly (an observer, a timer, a callback kept by a model) keeps it alive after it was popped or dismissed. It keeps observing and reacting off screen, holds its view and model, and each visit leaks another copy. Capture weakly and end observation when the controller goes away.
            """,
        wrong: """
            super.init(feed: feed, analytics: analytics)
            feed.onTick { price in
                self.show(price)
            }
            """,
        right: """
            super.init(feed: feed, analytics: analytics)
            feed.onTick { [weak self] price in
                self?.show(price)
            }
            """,
        lesson: "Screens/Lessons/LeakedControllerLesson.swift")
}
