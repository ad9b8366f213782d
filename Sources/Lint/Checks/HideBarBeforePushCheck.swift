import Rules
internal import SwiftSyntax

/// `hide-bar-before-push`: `x.hidesBottomBarWhenPushed = true` after `pushViewController(x)`
/// in the same block. The navigation controller reads the flag at the push.
struct HideBarBeforePushCheck: VisitorCheck {
    let rule = Rule.hideBarBeforePush
    let summary = "`x.hidesBottomBarWhenPushed = …` after `pushViewController(x, …)` in the same block."

    final class Visitor: FindingVisitor {
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let assignment = Assignment(node), assignment.property == "hidesBottomBarWhenPushed",
                let controller = assignment.base?.variableName,
                let (block, index) = Scope.enclosingBlock(of: node)
            else { return .visitChildren }
            let earlier = block.prefix(index)
            let pushed = earlier.flatMap(\.calls).contains { call in
                call.calleeName == "pushViewController"
                    && call.arguments.first?.expression.unwrapped.variableName == controller
            }
            if pushed {
                report(
                    node,
                    "'\(controller).hidesBottomBarWhenPushed' is set after '\(controller)' was pushed; "
                        + "the push has already read it, so set it before pushViewController"
                )
            }
            return .visitChildren
        }
    }
}
