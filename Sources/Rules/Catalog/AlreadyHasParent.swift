extension RuleEntry {
    static let alreadyHasParent = RuleEntry(
        title:
            "A controller has one parent: remove it from its container before adding, pushing or presenting it elsewhere.",
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
        lesson: "Lessons/AlreadyHasParentLesson.swift",
        sources: [
            "UIViewController.addChild(_:): \"If the new child view controller is already the child of a container view controller, it is removed from that container before being added\", developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)",
            "UIViewController.present(_:animated:completion:), developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)",
            "banchichen/TZImagePickerController #402: \"Application tried to present modally an active controller\", github.com/banchichen/TZImagePickerController/issues/402",
            "material-components/material-components-ios #8383: the same exception presenting a bottom sheet again, github.com/material-components/material-components-ios/issues/8383",
            "blsage/iPages #27: UIViewControllerHierarchyInconsistency, a hosting controller given a second parent, github.com/blsage/iPages/issues/27",
            "Seam's choice: Seam refuses the push so that the mistake shows; on a device a push probably moves the controller, as addChild does.",
        ],
        linted: true)
}

extension RuleFinding {
    /// What a container refused to do with a controller that already has an owner.
    public enum ContainerOperation: Hashable, Sendable {
        case push, present, setViewControllers
    }

    /// `.alreadyHasParent`: a push, presentation or new stack refused.
    static func alreadyHasParentMessage(controller: String, operation: ContainerOperation) -> String {
        switch operation {
        case .push: "push of \(controller) refused: it already belongs to another container"
        case .present: "present of \(controller) refused: it already belongs to another container"
        case .setViewControllers: "setViewControllers refused: \(controller) already belongs to another container"
        }
    }
}
