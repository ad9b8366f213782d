extension RuleEntry {
    static let alreadyHasParent = RuleEntry(
        title:
            "A controller has one parent: remove it from its container before adding, pushing or presenting it elsewhere.",
        pattern: .ownership,
        why: """
            UIKit keeps one parent per view controller. Presenting a controller that is already presented or contained raises "Application tried to present modally an active controller" on a device, and pushing one already in the stack raises "Pushing the same view controller instance more than once is not supported"; Seam refuses both. Pushing another container's child goes through containment, and addChild takes a child out of its old container, as Apple documents: the card opens as a screen, and the screen it was part of has lost it, still missing when the pushed screen is popped. Seam moves it the same way and names the rule. Make a new controller for the new place, or remove it from its container first.
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
            "blsage/iPages #27: UIViewControllerHierarchyInconsistency, a hosting controller given a second parent, github.com/blsage/iPages/issues/27",
            "samuelclay/NewsBlur #886: \"Pushing the same view controller instance more than once is not supported\", github.com/samuelclay/NewsBlur/issues/886",
            "Seam's choice: a push of another container's child is modelled as a move, as addChild documents; the pushViewController page does not say what happens to it. A push of a controller that is presented or a window's root is refused.",
        ],
        linted: true)
}

extension RuleFinding {
    /// What a container did with a controller that already had an owner: refused it, or (a
    /// push of another container's child) moved it.
    public enum ContainerOperation: Hashable, Sendable {
        case push, pushAgain, pushMoved(from: String), present, setViewControllers
    }

    /// `.alreadyHasParent`: a push, presentation or new stack refused, or a push that moved a child.
    static func alreadyHasParentMessage(controller: String, operation: ContainerOperation) -> String {
        switch operation {
        case .push: "push of \(controller) refused: it is presented, or a window's root"
        case .pushAgain:
            "push of \(controller) refused: it is already in this navigation stack "
                + "(UIKit: \"Pushing the same view controller instance more than once is not supported\")"
        case .pushMoved(let parent):
            "\(controller) was \(parent)'s child: the push moved it out (addChild moves a child), "
                + "so it left \(parent)'s screen; push a new controller instead"
        case .present: "present of \(controller) refused: it already belongs to another container"
        case .setViewControllers: "setViewControllers refused: \(controller) already belongs to another container"
        }
    }
}
