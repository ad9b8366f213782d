extension RuleEntry {
    static let childHostZeroSize = RuleEntry(
        title: "Without .intrinsicContentSize sizing a child host is measured once and goes stale.",
        pattern: .childHosting,
        why: """
            A child host's sizingOptions is empty by default, so its view is measured at its first layout and never again. A card embedded while its data is still loading is measured empty and stays at zero height when the data arrives; content that grows later is clipped, and content that shrinks leaves a gap. Set sizingOptions to .intrinsicContentSize so the host re-measures whenever its content changes.
            """,
        wrong: """
            let card = HostingController(
                rootView: ActivityCard(feed: feed))
            addChild(card)
            stack.addArrangedSubview(card.view)
            card.didMove(toParent: self)
            """,
        right: """
            let card = HostingController(
                rootView: ActivityCard(feed: feed))
            card.sizingOptions = .intrinsicContentSize
            addChild(card)
            stack.addArrangedSubview(card.view)
            card.didMove(toParent: self)
            """,
        lesson: "Lessons/ChildHostZeroSizeLesson.swift",
        sources: [
            "UIHostingController.sizingOptions: \"The default value is the empty set\", developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions",
            "UIHostingControllerSizingOptions.intrinsicContentSize, developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/intrinsiccontentsize",
            "UIHostingControllerSizingOptions.preferredContentSize (for containers and popovers), developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/preferredcontentsize",
            "woocommerce/woocommerce-ios PR #9121: a child host's height does not follow its content; sizingOptions on iOS 16, github.com/woocommerce/woocommerce-ios/pull/9121",
            "airbnb/epoxy-ios PR #152: a reused hosting controller keeps the previous content's size, github.com/airbnb/epoxy-ios/pull/152",
            "Seam's choice: without the option Seam measures a child host once, at its first layout; when UIKit measures such a host again is not documented.",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.childHostZeroSize`: a child host measured once keeps its first height.
    static func childHostZeroSizeMessage(controller: String, height: Int, needed: Int) -> String {
        func rows(_ n: Int) -> String { n == 1 ? "1 row" : "\(n) rows" }
        let effect = height == 0 ? "stays at zero height" : height < needed ? "is clipped" : "leaves a gap"
        return
            "\(controller) was measured once, at its first layout, so its container still gives it \(rows(height)) while its content now needs \(rows(needed)): it \(effect). Set sizingOptions = .intrinsicContentSize"
    }
}
