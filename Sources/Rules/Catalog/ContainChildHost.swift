extension RuleEntry {
    static let containChildHost = RuleEntry(
        title:
            "A child host you keep is still not a child: addChild, then addSubview, then didMove(toParent:), or it never hears that it appears.",
        pattern: .childHosting,
        why: """
            A stored property keeps a hosting controller alive, but only addChild makes it a child; didMove(toParent:) is the notice sent after addChild and joins nothing alone. A host added without addChild still draws, and since iOS 17 its traits follow its view's superview, but no viewWillAppear, viewIsAppearing or viewDidAppear reaches it: what it loads as it appears never loads, and presenting from it is presenting on a detached view controller. Add the child, then its view, then call didMove(toParent:).
            """,
        wrong: """
            let card = BalanceCardHost()
            slot.addSubview(card.view)
            self.card = card
            """,
        right: """
            let card = BalanceCardHost()
            addChild(card)
            slot.addSubview(card.view)
            card.didMove(toParent: self)
            self.card = card
            """,
        lesson: "Lessons/ContainChildHostLesson.swift",
        sources: [
            "UIViewController.addChild(_:), developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)",
            "UIViewController.didMove(toParent:), developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)",
            "Creating a custom container view controller, developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller",
            "beginAppearanceTransition(_:animated:): a container tells its child it appears, developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)",
            "WWDC23 Unleash the UIKit trait system: from iOS 17 traits come from the view's superview, developer.apple.com/videos/play/wwdc2023/10057/",
            "wordpress-mobile/GutenbergKit #668: no appearance callbacks without addChild, github.com/wordpress-mobile/GutenbergKit/issues/668",
            "google/blockly-ios #311: presenting from a detached view controller, github.com/google/blockly-ios/issues/311",
            "Seam's choice: a detached controller never appears (older UIKit was seen to tell one added before its screen appeared); a child appears at didMove(toParent:) if its view is shown in a parent on screen.",
        ])
}

extension RuleFinding {
    /// `.uncontainedChildHost`: a live host draws in a screen that never made it a child.
    static func uncontainedChildHostMessage(host: String, container: String) -> String {
        "\(host) draws in \(container) but is not its child: it is never told it appears; "
            + "call addChild(_:), add its view, then didMove(toParent:)"
    }

    /// `.didMoveWithoutAddChild`: `didMove(toParent:)` without the `addChild(_:)` it follows.
    static func didMoveWithoutAddChildMessage(controller: String, parent: String) -> String {
        "didMove(toParent: \(parent)) on \(controller), which \(parent) never added with addChild(_:): "
            + "it is not a child; call addChild(_:) first"
    }
}
