extension RuleEntry {
    static let alreadyHasParent = RuleEntry(
        title: "A controller has one parent: remove it from its container before adding, pushing or presenting it elsewhere.",
        pattern: .ownership,
        why: """
            UIKit keeps one parent per view controller. Pushing or presenting a controller that another container still holds raises UIViewControllerHierarchyInconsistency on a device; Seam refuses it, and nothing opens. Remove the controller from its container first, or create a new one (addChild alone moves a child from its old parent, as Apple documents).
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
