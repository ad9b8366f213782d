import Rules
internal import SwiftSyntax

/// `already-has-parent`: a controller that this type makes its child (`addChild(x)`) and then
/// pushes, presents or shows (`pushViewController(x…)`, `present(x…)`, `show(x…)`) while it is
/// still a child. In one function the order decides (an `x.removeFromParent()` between them
/// ends the containment); across the methods of a type, a stored property added as a child
/// in one method and pushed in another counts when the type never removes it from its parent.
/// A local of the same name in the pushing function is another controller, and is left alone.
struct AlreadyHasParentCheck: VisitorCheck {
    let rule = Rule.alreadyHasParent
    let summary =
        "`pushViewController(x…)`, `present(x…)` or `show(x…)` of a controller "
        + "this type made its child with `addChild(x)` and never removed with `x.removeFromParent()` "
        + "(in order, in one function; anywhere in the type, for a stored property)."

    /// The calls that give a controller a new parent or present it.
    static let placements: Set<String> = ["pushViewController", "present", "show", "showDetailViewController"]

    final class Visitor: FindingVisitor {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let call = node.calleeName, Self.placementsOf(call),
                let name = node.arguments.first?.expression.unwrapped.variableName
            else { return .visitChildren }
            let function = Scope.body(of: node)
            if let local = localDeclaration(of: name, before: node, in: function) {
                // A controller made in this function: a child only if added here, in order.
                if isChildInOrder(name, after: local, before: node, in: function) { report(node, message(name, call)) }
                return .visitChildren
            }
            if isChildInOrder(name, after: nil, before: node, in: function) {
                report(node, message(name, call))
            } else if let type = node.enclosingTypeName {
                let blocks = file.tree.memberBlocks(ofType: type)
                let added = blocks.contains { $0.calls.contains { isAddChild($0, of: name) } }
                let removed = blocks.contains { $0.calls.contains { isRemoval($0, of: name) } }
                if added && !removed && declaresStoredProperty(name, in: blocks) { report(node, message(name, call)) }
            }
            return .visitChildren
        }

        private static func placementsOf(_ call: String) -> Bool { AlreadyHasParentCheck.placements.contains(call) }

        private func message(_ name: String, _ call: String) -> String {
            let verb = call == "present" ? "presents" : call == "pushViewController" ? "pushes" : "shows"
            return
                "'\(name)' is this controller's child (addChild(\(name))), and a controller has one parent: "
                + "this \(verb) it elsewhere while it is still a child; call \(name).willMove(toParent: nil), "
                + "remove its view and \(name).removeFromParent() first, or make a new controller"
        }

        /// True when `addChild(name)` comes before `node` in `function` (after `start` when
        /// given) with no `name.removeFromParent()` between.
        private func isChildInOrder(
            _ name: String, after start: AbsolutePosition?, before node: FunctionCallExprSyntax, in function: Syntax
        ) -> Bool {
            var child = false
            for call in function.calls
            where call.position < node.position && call.position >= (start ?? function.position) {
                if isAddChild(call, of: name) { child = true }
                if isRemoval(call, of: name) { child = false }
            }
            return child
        }

        /// `addChild(name)` or `self.addChild(name)`: this controller adopts `name`.
        private func isAddChild(_ call: FunctionCallExprSyntax, of name: String) -> Bool {
            guard call.calleeName == "addChild", call.arguments.first?.expression.unwrapped.variableName == name else {
                return false
            }
            guard let receiver = call.receiver else { return true }
            return receiver.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }

        /// `name.removeFromParent()`, or handing `name` to any other function (a helper that may
        /// remove it): the check cannot follow it, so it stops.
        private func isRemoval(_ call: FunctionCallExprSyntax, of name: String) -> Bool {
            if call.calleeName == "removeFromParent", call.receiver?.unwrapped.variableName == name { return true }
            let handsOver = call.arguments.contains { $0.expression.unwrapped.variableName == name }
            let name = call.calleeName ?? ""
            return handsOver && name != "addChild" && !AlreadyHasParentCheck.placements.contains(name)
                && name != "didMove"
        }

        /// The position of `let name = …`/`var name = …` declared in `function` before `node`.
        private func localDeclaration(of name: String, before node: some SyntaxProtocol, in function: Syntax)
            -> AbsolutePosition?
        {
            let finder = LocalFinder(name: name, before: node.position)
            finder.walk(function)
            return finder.found
        }

        private func declaresStoredProperty(_ name: String, in blocks: [MemberBlockSyntax]) -> Bool {
            blocks.contains { block in
                block.members.contains { member in
                    member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    } == true
                }
            }
        }
    }
}

/// The last `let`/`var` of a name declared before a position.
private final class LocalFinder: SyntaxVisitor {
    let name: String
    let before: AbsolutePosition
    var found: AbsolutePosition?

    init(name: String, before: AbsolutePosition) {
        self.name = name
        self.before = before
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if node.position < before, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            found = node.position
        }
        return .visitChildren
    }
}
