import Rules
internal import SwiftSyntax

/// `title-feeds-tab-item`: a controller class that is a tab's root (in any file: listed in a
/// tab bar controller's `viewControllers`, directly or as a `UINavigationController`'s
/// `rootViewController`) assigns its own `title` a string with interpolation outside its
/// initialisers: a title that changes, and renames the tab each time. Silent for a fixed
/// title, for a title set in `init`, and when the tab's navigation controller is given a tab
/// bar item of its own where the tab list is made.
///
/// Not in `Checks.navigation`: the rule's snippet is a bare `title = …` statement, with no
/// class around it, so nothing in it says whose title it is or that it is a tab's root.
struct TitleFeedsTabItemCheck: VisitorCheck {
    let rule = Rule.titleFeedsTabItem
    let summary =
        "`title = \"…\\(value)…\"` outside `init` in a controller that is a tab's root (in any file), "
        + "directly or as its navigation controller's root."

    final class Visitor: FindingVisitor {
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let assignment = Assignment(node), assignment.property == "title", let value = assignment.value,
                Self.isInterpolated(value), isOwnTitle(assignment),
                let controller = enclosingController(of: node),
                project.tabRoots.contains(controller), !project.tabRootsUnderNamedNavigation.contains(controller),
                !inInitializer(node)
            else { return .visitChildren }
            report(
                node,
                "'\(controller)' is the root of a tab, so a changing title also renames its tab; "
                    + "set navigationItem.title to change the bar only"
            )
            return .visitChildren
        }

        /// `title = …` or `self.title = …` (`self?.title` in a closure), not a local's.
        private func isOwnTitle(_ assignment: Assignment) -> Bool {
            if let base = assignment.base {
                return base.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            }
            return Scope.initializer(of: "title", before: assignment.node) == nil
        }

        /// A string literal with an interpolated value: `"Drafts · \(count)"`.
        private static func isInterpolated(_ value: ExprSyntax) -> Bool {
            guard let literal = value.unwrapped.as(StringLiteralExprSyntax.self) else { return false }
            return literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
        }

        /// The class (or extension of a class) the assignment is in, when it is a controller.
        private func enclosingController(of node: some SyntaxProtocol) -> String? {
            var current = node.parent
            while let syntax = current {
                if let type = syntax.as(ClassDeclSyntax.self) {
                    return project.isViewController(type.name.text) ? type.name.text : nil
                }
                if let type = syntax.as(ExtensionDeclSyntax.self), let name = type.extendedType.baseName {
                    return project.isViewController(name) ? name : nil
                }
                if syntax.is(StructDeclSyntax.self) || syntax.is(EnumDeclSyntax.self) { return nil }
                current = syntax.parent
            }
            return nil
        }

        private func inInitializer(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let syntax = current {
                if syntax.is(InitializerDeclSyntax.self) { return true }
                if syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self)
                    || syntax.is(AccessorBlockSyntax.self)
                {
                    return false
                }
                current = syntax.parent
            }
            return false
        }
    }
}
