import Rules
internal import SwiftSyntax

/// `representable-in-cell`: a `UIViewControllerRepresentable` in `UIHostingConfiguration`
/// content, directly or in a view the content shows (through the views their bodies build,
/// a few levels down). A configuration makes no view controller, so none can adopt the
/// representable's controller. A `UIViewRepresentable` needs none and is fine; what a
/// presentation (`.sheet`, `.popover`, …) shows gets a controller of its own and is not looked at.
struct RepresentableInCellCheck: VisitorCheck {
    let rule = Rule.representableInCell
    let summary =
        "A `UIViewControllerRepresentable` in `UIHostingConfiguration` content, or in a view that content shows."

    final class Visitor: FindingVisitor {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let closures = CellContent.closures(of: node) else { return .visitChildren }
            for call in closures.flatMap({ CellContent.calls(in: $0) }) {
                guard let name = call.calleeName else { continue }
                if project.controllerRepresentables.contains(name) {
                    report(
                        call,
                        "'\(name)' is a UIViewControllerRepresentable in hosting-configuration cell content, "
                            + "which has no view controller to adopt it; "
                            + "draw it with SwiftUI or wrap a UIView with UIViewRepresentable"
                    )
                } else if project.views[name] != nil, let inner = representable(shownBy: name) {
                    report(
                        call,
                        "'\(name)' shows '\(inner)', a UIViewControllerRepresentable, "
                            + "in hosting-configuration cell content, which has no view controller to adopt it; "
                            + "draw it with SwiftUI or wrap a UIView with UIViewRepresentable"
                    )
                }
            }
            return .visitChildren
        }

        /// A controller representable `view`'s declaration builds, or a view it builds does.
        private func representable(shownBy view: String) -> String? {
            var seen: Set<String> = [view]
            var level = [view]
            for _ in 0..<4 {
                var next: [String] = []
                for name in level {
                    let called = (project.cellsAndModels.typeCalls[name] ?? []).sorted()
                    if let found = called.first(where: project.controllerRepresentables.contains) { return found }
                    next += called.filter { project.views[$0] != nil && seen.insert($0).inserted }
                }
                level = next
            }
            return nil
        }
    }
}
