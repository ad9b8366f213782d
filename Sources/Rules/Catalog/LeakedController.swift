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
        lesson: "Lessons/LeakedControllerLesson.swift",
        sources: [
            "Strong reference cycles for closures (The Swift Programming Language), docs.swift.org/swift-book/documentation/the-swift-programming-language/automaticreferencecounting/",
            "AnyCancellable: \"automatically calls cancel() when deinitialized\", developer.apple.com/documentation/combine/anycancellable",
            "SwiftUIX/Coordinator #11: a view model never freed after its screen is gone, github.com/SwiftUIX/Coordinator/issues/11",
            "element-hq/element-x-ios PR #519: retain cycles in coordinators broken with weak references, github.com/element-hq/element-x-ios/pull/519",
            "Dimillian/ACHNBrowserUI PR #275: a closure's implicit capture of self kept a view model alive, github.com/Dimillian/ACHNBrowserUI/pull/275",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.leakedController`: a released controller is still alive; named by its title, else its type.
    static func leakedControllerMessage(title: String, type: String) -> String {
        "\(title.isEmpty ? type : title) (\(type)) was popped or dismissed but is still alive: something holds it strongly (a closure capturing self, an observer never cancelled)"
    }
}
