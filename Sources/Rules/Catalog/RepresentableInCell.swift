extension RuleEntry {
    static let representableInCell = RuleEntry(
        title: "Cell content cannot host a controller representable: it has no controller to adopt it.",
        pattern: .cells,
        why: """
            A hosting configuration renders SwiftUI content into a cell without a hosting controller, so there is no view controller to become the parent of a wrapped UIKit controller. UIKit does not support a UIViewControllerRepresentable there: it renders nothing or breaks containment. Use a view representable in cells, or host the controller in a real child hosting controller.
            """,
        wrong: """
            """,
        right: """
            """,
        lesson: "Screens/Lessons/RepresentableInCellLesson.swift")
}
