extension RuleEntry {
    static let hideBarBeforePush = RuleEntry(
        title:
            "Set hidesBottomBarWhenPushed on a controller before pushing it: the navigation controller reads it at the push.",
        pattern: .navigation,
        why: """
            A tab bar controller hides its tab bar while the pushed screen of the selected tab asked for it with hidesBottomBarWhenPushed, and brings it back when that screen is popped. The navigation controller reads the flag when the controller is pushed, so setting it afterwards (in the pushed host's onAppear, through an introspection of the pushed screen, right after pushViewController) changes nothing: the tab bar stays over the SwiftUI screen, or stays hidden after it. Seam mirrors that reading at the push and names the rule when the flag changes on a controller already pushed. Set it on the host before pushing it, or where the host is made.
            """,
        wrong: """
            navigationController?.pushViewController(host)
            // too late: the push has read the flag
            host.hidesBottomBarWhenPushed = true
            """,
        right: """
            // before the push, which reads it
            host.hidesBottomBarWhenPushed = true
            navigationController?.pushViewController(host)
            """,
        lesson: "Lessons/HideBarBeforePushLesson.swift",
        sources: [
            "UIViewController.hidesBottomBarWhenPushed: \"A Boolean value indicating whether the toolbar at the bottom of the screen is hidden when the view controller is pushed on to a navigation controller\", developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed",
            "siteline/swiftui-introspect #137: the bottom bar shows on every SwiftUI screen; setting hidesBottomBarWhenPushed through introspection does not work, \"due to the order of operations\" (it can only be reached once the screen is being pushed), github.com/siteline/swiftui-introspect/issues/137",
            "element-hq/element-x-ios #4444: hiding the tab bar when pushing screens on iPhone, where a second .toolbar(.hidden, for: .tabBar) on the pushed screens did not work, github.com/element-hq/element-x-ios/pull/4444",
            "Seam's choice: the flag is read once per push, and the bar stays hidden for screens pushed above the one that asked, until it is popped; UIKit's exact moment of reading is not documented.",
        ],
        linted: true)
}

extension RuleFinding {
    /// `.hideBarBeforePush`: `hidesBottomBarWhenPushed` changed after the push read it.
    static func hideBarBeforePushMessage(controller: String, hiddenAtPush: Bool) -> String {
        "hidesBottomBarWhenPushed of \(controller) set after it was pushed: UIKit read it at the push, "
            + "so the tab bar stays\(hiddenAtPush ? " hidden" : ""); set it before pushing"
    }
}
