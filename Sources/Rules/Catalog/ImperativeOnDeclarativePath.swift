extension RuleEntry {
    static let imperativeOnDeclarativePath = RuleEntry(
        title:
            "Never push an imperative controller onto a declaratively owned path: UIKit pushes it, and the path and the visible stack go out of step.",
        pattern: .navigation,
        why: """
            When a SwiftUI NavigationStack path owns a flow, its array is the truth about what is pushed. An imperative push onto the same navigation controller does happen, but the path is not told: the screen lands outside the flow, with no bar and no back button where the stack draws the only bar, and the path and the visible stack disagree, so restoring the path drops it. Route every push through the path, wrapping a UIKit screen as a destination.
            """,
        wrong: """
            func showReceiptsWrong() {
                let receipts = ReceiptsViewController()
                nav?.pushViewController(receipts)
            }
            """,
        right: """
            func showReceiptsRight() {
                // its destination: LegacyReceipts,
                // which wraps ReceiptsViewController
                path.append(.receipts)
            }
            """,
        lesson: "Lessons/ImperativeOnDeclarativePathLesson.swift",
        sources: [
            "UINavigationController.pushViewController(_:animated:), developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)",
            "NavigationStack.init(path:root:), developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)",
            "lm/navigation-stack-backport PR #6: a UIKit push and pop over a SwiftUI stack pops the SwiftUI screen too, github.com/lm/navigation-stack-backport/pull/6",
            "pointfreeco/swift-composable-architecture #2806: the state's stack and the NavigationStack out of step, github.com/pointfreeco/swift-composable-architecture/issues/2806",
            "duongcuong4395/MyPackage #1: a router's history out of step with the visible stack, github.com/duongcuong4395/MyPackage/issues/1",
            "Seam's choice: the controller pushed past the path shows under the stack's bar with no bar or back button of its own; what a device draws there is not documented.",
        ])
}

extension RuleFinding {
    /// `.imperativeOnDeclarativePath`: a push over a screen whose NavigationStack path holds screens.
    static func imperativeOnDeclarativePathMessage(pushed: String, over: String, depth: Int) -> String {
        "\(pushed) was pushed over \(over), whose navigation path holds \(depth) "
            + "screen\(depth == 1 ? "" : "s"): the push happens, but the path is not told, so the path and "
            + "the visible stack are out of step"
    }
}
