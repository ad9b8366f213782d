import Rules
internal import SwiftSyntax

/// `one-owner`: a hosting controller pushed onto a navigation controller whose bar the same
/// type (or top-level code) hides, when the host's root view is a `NavigationStack` (found as
/// `double-navigation-bar` finds it). Hiding the UIKit bar leaves one bar but two owners of
/// the flow: the navigation controller holds the screens below the host, the stack those
/// above, and at the stack's root the user has neither a back button nor the edge swipe. A
/// host made the root of a navigation controller is not reported: nothing of the flow lies
/// below it.
struct OneOwnerCheck: VisitorCheck {
    let rule = Rule.oneOwner
    let summary =
        "A hosting controller whose root view is a `NavigationStack` "
        + "pushed onto a navigation controller whose bar the same type hides (`isNavigationBarHidden = true`, "
        + "`setNavigationBarHidden(true, …)`): two owners of one flow."

    final class Visitor: FindingVisitor {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let placed = PlacedHost(node), placed.isPush, hidesNavigationBar(around: node),
                let stack = NavigationContainerInHost.find(placed.controller, project: project)
            else { return .visitChildren }
            let hostName = placed.controller.unwrapped.variableName.map { "'\($0)'" } ?? "the host"
            report(
                node,
                "\(hostName) brings its own \(stack.name) onto a navigation controller whose bar is hidden: "
                    + "the navigation controller owns the screens below it and the \(stack.name) those above, "
                    + "and at the stack's root there is no back button or edge swipe; "
                    + "push hosts without a \(stack.name), or route every push through one owner"
            )
            return .visitChildren
        }
    }
}
