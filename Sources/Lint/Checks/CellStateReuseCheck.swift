import Rules
internal import SwiftSyntax

/// `cell-state-reuse`: `@State`/`@StateObject` in a view that is the content of a
/// `UIHostingConfiguration { … }` (in any file). A reused cell updates its content in place,
/// so the state stays with the cell and shows on the next item. A view only used elsewhere,
/// or given `.id(…)` wherever it is cell content (its state then starts fresh per item), is fine.
struct CellStateReuseCheck: VisitorCheck {
    let rule = Rule.cellStateReuse
    let summary =
        "`@State`/`@StateObject` in a view shown as `UIHostingConfiguration` content "
        + "(in any file) without `.id(…)` there."

    final class Visitor: FindingVisitor {
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            guard project.views[name] != nil, project.cellsAndModels.hostingContentWithoutID.contains(name) else {
                return .visitChildren
            }
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                let wrapper =
                    variable.attributes.attribute("State") != nil
                    ? "@State"
                    : variable.attributes.attribute("StateObject") != nil ? "@StateObject" : nil
                guard let wrapper else { continue }
                for binding in variable.bindings {
                    guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        continue
                    }
                    report(
                        variable,
                        "'\(property)' is \(wrapper) in '\(name)', "
                            + "which is hosting-configuration cell content: a reused cell keeps it for the next item, "
                            + "so keep it in the item's model (or give the content .id(item.id))"
                    )
                }
            }
            return .visitChildren
        }
    }
}
