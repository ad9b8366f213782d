import Rules
internal import SwiftSyntax

/// `dismiss-on-pushed-host`: a SwiftUI view that is the root of a host UIKit pushes (in any
/// file: `Project.pushedRootViews`), declares `@Environment(\.dismiss)` (or
/// `\.presentationMode`) and calls it. Reported at the property. A view that UIKit never
/// pushes (presented, or a NavigationStack destination) is where dismiss works: silent.
struct DismissOnPushedHostCheck: VisitorCheck {
    let rule = Rule.dismissOnPushedHost
    let summary =
        "`@Environment(\\.dismiss)` (or `\\.presentationMode`) called in a view "
        + "that is the root of a host UIKit pushes (in any file)."

    final class Visitor: FindingVisitor {
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            guard project.pushedRootViews.contains(name) else { return .visitChildren }
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    let key = variable.attributes.attribute("Environment")?.firstArgument?.as(KeyPathExprSyntax.self)?
                        .firstComponentName,
                    key == "dismiss" || key == "presentationMode",
                    let property = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    calls(property, key: key, in: node)
                else { continue }
                let how = key == "dismiss" ? "\(property)()" : "\(property).wrappedValue.dismiss()"
                report(
                    variable,
                    "'\(name)' is the root of a host UIKit pushes, where \(how) does not pop it; "
                        + "give '\(name)' an onClose callback and let the navigation controller pop the host"
                )
            }
            return .visitChildren
        }

        /// True when the view (or an extension of it in this file) calls the dismiss action.
        private func calls(_ property: String, key: String, in type: StructDeclSyntax) -> Bool {
            let extensions = file.tree.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }
                .filter { $0.extendedType.baseName == type.name.text }
            let places = [Syntax(type.memberBlock)] + extensions.map { Syntax($0.memberBlock) }
            return places.contains { place in
                place.calls.contains { call in
                    if key == "dismiss" {
                        // `dismiss()`, `self.dismiss()`, `dismiss.callAsFunction()`.
                        if call.calledExpression.variableName == property { return true }
                        return call.calleeName == "callAsFunction" && call.receiver?.variableName == property
                    }
                    // `presentationMode.wrappedValue.dismiss()`.
                    guard call.calleeName == "dismiss", let receiver = call.receiver?.as(MemberAccessExprSyntax.self)
                    else { return false }
                    return receiver.base?.variableName == property
                }
            }
        }
    }
}
