extension RuleEntry {
    static let alreadyHasParent = RuleEntry(
        title: "A controller has one parent: remove it from its container before adding, pushing or presenting it elsewhere.",
        pattern: .ownership,
        why: """
            UIKit keeps one parent per view controller. Pushing, presenting or adding as a child a controller that still belongs to another container raises UIViewControllerHierarchyInconsistency on a device; Seam refuses the move instead. Remove the controller from its container first, or create a new one.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/AlreadyHasParentLesson.swift")
}
