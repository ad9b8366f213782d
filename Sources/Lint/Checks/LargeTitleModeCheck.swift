import Rules
internal import SwiftSyntax

/// `large-title-mode`: a large title asked of a UIKit navigation bar when no file in the set
/// lets a bar show large titles (`prefersLargeTitles = true`, on a bar or its appearance).
/// Asked by `.navigationBarTitleDisplayMode(.large)` on a host's root view (written in the
/// host's `rootView:`, or in the body of a view UIKit pushes in a host), outside any
/// NavigationStack, sheet or destination inside it (SwiftUI's own stacks show large titles by
/// themselves), or by `navigationItem.largeTitleDisplayMode = .always`. Silent when the set
/// uses storyboards or nibs, where a bar's large titles may be set out of sight.
///
/// Not in `Checks.navigation`: the rule's lesson file holds both ways, and its right way sets
/// `prefersLargeTitles = true`, so with the lesson as the rest of the project the wrong
/// snippet is rightly silent (the fact is whole-project: any bar may be the one).
struct LargeTitleModeCheck: VisitorCheck {
    let rule = Rule.largeTitleMode
    let summary =
        "`.navigationBarTitleDisplayMode(.large)` on a hosted view UIKit shows, "
        + "or `navigationItem.largeTitleDisplayMode = .always`, when no file sets `prefersLargeTitles = true`."

    final class Visitor: FindingVisitor {
        private var enabled: Bool { !project.prefersLargeTitles && !project.usesInterfaceBuilder }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard enabled, node.calleeName == "navigationBarTitleDisplayMode",
                node.arguments.first?.expression.baseName == "large",
                let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName,
                let place = hostedPlace(of: node)
            else { return .visitChildren }
            report(
                name,
                "\(place) asks for a large title, "
                    + "but no navigation bar in these files sets prefersLargeTitles = true, so the title stays inline; "
                    + "set navigationBar.prefersLargeTitles = true on the navigation controller that shows it"
            )
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard enabled, let assignment = Assignment(node), assignment.property == "largeTitleDisplayMode",
                assignment.value?.baseName == "always",
                assignment.base?.unwrapped.baseName == "navigationItem"
            else { return .visitChildren }
            let owner = assignment.base?.unwrapped.as(MemberAccessExprSyntax.self)?.base?.unwrapped.variableName
            let who = owner.map { "'\($0)'" } ?? "this controller"
            report(
                node,
                "\(who) asks for a large title, "
                    + "but no navigation bar in these files sets prefersLargeTitles = true, so the title stays inline; "
                    + "set navigationBar.prefersLargeTitles = true on the navigation controller that shows it"
            )
            return .visitChildren
        }

        /// How UIKit shows the view a modifier is on: "the host's root view" when the modifier
        /// is in a host's `rootView:` (or in a local later given as one), "'V'" when it is in
        /// a view `V` UIKit pushes in a host; nil otherwise, or when a stack, destination or
        /// presentation stands between.
        private func hostedPlace(of node: FunctionCallExprSyntax) -> String? {
            var child = Syntax(node)
            var current = node.parent
            while let syntax = current {
                if let call = syntax.as(FunctionCallExprSyntax.self), child.id != call.calledExpression.id {
                    let name = call.calleeName ?? ""
                    if AppleName.hostingController.contains(name) { return "the host's root view" }
                    if Self.boundaries.contains(name) { return nil }
                }
                if let binding = syntax.as(PatternBindingSyntax.self),
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    binding.initializer != nil
                {
                    let givenToHost = Scope.body(of: binding).calls.contains { call in
                        AppleName.hostingController.contains(call.calleeName ?? "")
                            && call.argument("rootView")?.unwrapped.variableName == name
                    }
                    if givenToHost { return "the host's root view" }
                }
                if let type = syntax.as(StructDeclSyntax.self) {
                    return project.pushedRootViews.contains(type.name.text) ? "'\(type.name.text)'" : nil
                }
                if let type = syntax.as(ExtensionDeclSyntax.self), let name = type.extendedType.baseName {
                    return project.pushedRootViews.contains(name) ? "'\(name)'" : nil
                }
                if syntax.is(ClassDeclSyntax.self) || syntax.is(EnumDeclSyntax.self) { return nil }
                child = syntax
                current = syntax.parent
            }
            return nil
        }

        private static let boundaries: Set<String> = [
            "sheet", "fullScreenCover", "popover", "navigationDestination", "NavigationLink", "NavigationStack",
            "NavigationView",
            "NavigationSplitView", "TabView",
        ]
    }
}
