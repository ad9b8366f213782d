extension RuleEntry {
    static let containChildHost = RuleEntry(
        title:
            "A child host you keep is still not a child: addChild, then addSubview, then didMove(toParent:), or it hears no trait or appearance change.",
        pattern: .childHosting,
        why: """
            Keeping a hosting controller in a stored property keeps it alive, but only addChild makes it a child of the screen; didMove(toParent:) is the notice sent after addChild and joins nothing on its own. A host added without addChild still draws and follows its model, but what UIKit sends down the controller hierarchy passes it by: no appearance callbacks, no trait changes as Seam models them (switch light and dark and the card keeps its old colours), and presenting from it is "presenting on a detached view controller". Add the child, then its view, then call didMove(toParent:).
            """,
        wrong: """
            let card = HostingController(rootView: MembershipCard())
            slot.addSubview(card.view)
            self.card = card
            """,
        right: """
            let card = HostingController(rootView: MembershipCard())
            addChild(card)
            slot.addSubview(card.view)
            card.didMove(toParent: self)
            self.card = card
            """,
        lesson: "Lessons/ContainChildHostLesson.swift",
        sources: [
            "UIViewController.addChild(_:): the relationship \"is necessary when embedding the child view controller's view\", developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)",
            "UIViewController.didMove(toParent:): called right after addChild(_:), developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)",
            "Creating a custom container view controller, developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller",
            "WWDC23 Unleash the UIKit trait system: iOS 17 view controllers take traits from their view's superview, developer.apple.com/videos/play/wwdc2023/10057/",
            "wordpress-mobile/GutenbergKit #668: didMove(toParent:) without addChild, so no trait callbacks, github.com/wordpress-mobile/GutenbergKit/issues/668",
            "google/blockly-ios #311: presenting from a detached view controller, fixed by addChild, github.com/google/blockly-ios/issues/311",
            "Seam's choice: a controller that is no child keeps the traits it was first drawn with, as before iOS 17; from iOS 17 its colours may follow its view's superview.",
        ])
}

extension RuleFinding {
    /// `.uncontainedChildHost`: a live host draws in a screen that never made it a child.
    static func uncontainedChildHostMessage(host: String, container: String) -> String {
        "\(host) draws in \(container) but is not its child: no trait or appearance change reaches it; "
            + "call addChild(_:), add its view, then didMove(toParent:)"
    }

    /// `.didMoveWithoutAddChild`: `didMove(toParent:)` without the `addChild(_:)` it follows.
    static func didMoveWithoutAddChildMessage(controller: String, parent: String) -> String {
        "didMove(toParent: \(parent)) on \(controller), which \(parent) never added with addChild(_:): "
            + "it is not a child; call addChild(_:) first"
    }
}
