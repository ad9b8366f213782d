extension RuleEntry {
    static let alreadyHasParent = RuleEntry(
        title: "A controller has one parent: remove it from its container before adding, pushing or presenting it elsewhere.",
        pattern: .ownership,
        why: """
            UIKit keeps one parent per view controller. Presenting a controller that is already presented or contained raises "Application tried to present modally an active controller" on a device. Pushing it takes it out of its old container (addChild moves it), so the card vanishes from the screen it was on. Seam refuses both and names the rule, so the mistake shows (Seam's choice for the push). Remove the controller from its container first, or create a new one (addChild alone moves a child from its old parent, as Apple documents).
            """,
        wrong: """
            // summaryHost: the card's host, our child
            navigationController?.pushViewController(summaryHost)
            """,
        right: """
            let summary = HostingController(
                rootView: OrderSummary(order: order))
            navigationController?.pushViewController(summary)
            """,
        lesson: "Screens/Lessons/AlreadyHasParentLesson.swift")
}
