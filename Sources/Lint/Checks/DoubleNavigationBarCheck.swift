import Rules
internal import SwiftSyntax

/// `double-navigation-bar`: a hosting controller put on a navigation controller (pushed with
/// `pushViewController`, shown with `navigationController.show`, or made the root of a
/// `UINavigationController`) whose root view is a `NavigationStack`/`NavigationView`/
/// `NavigationSplitView`: written in place, reached through a view type whose body is one
/// (in any file), or through a `UIHostingController` subclass. A host presented on its own
/// (`present(host)`) is not on a navigation controller, and its stack is right. Silent when
/// the type (or top-level code) around the push hides a navigation bar, or the hosted view
/// hides it (`.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`): then
/// one bar is drawn.
struct DoubleNavigationBarCheck: VisitorCheck {
    let rule = Rule.doubleNavigationBar
    let summary =
        "A hosting controller pushed onto a navigation controller (or made its root) "
        + "whose root view is a `NavigationStack`/`NavigationView`, written in place, "
        + "a view type whose body is one (in any file), or a `UIHostingController` subclass's root."

    final class Visitor: FindingVisitor {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let placed = PlacedHost(node), !hidesNavigationBar(around: node),
                let stack = NavigationContainerInHost.find(placed.controller, project: project)
            else { return .visitChildren }
            let hostName = placed.controller.unwrapped.variableName.map { "'\($0)'" } ?? "the host"
            switch stack.source {
            case .inPlace(let container):
                report(
                    container,
                    "\(hostName) is \(placed.placement), so this \(stack.name) in its root view draws "
                        + "a second bar under the navigation controller's; host the view without the \(stack.name)"
                )
            case .viewType(let view):
                report(
                    node,
                    "\(hostName) is \(placed.placement), but its root view '\(view)' builds its own \(stack.name), "
                        + "a second bar under the navigation controller's; "
                        + "keep the \(stack.name) out of '\(view)' and add it only where the view is presented"
                )
            case .hostSubclass(let subclass, let view):
                let shown =
                    AppleName.navigationContainers.contains(view)
                    ? "is a \(stack.name)" : "'\(view)' builds its own \(stack.name)"
                report(
                    node,
                    "'\(subclass)' is \(placed.placement), but its root view \(shown), "
                        + "a second bar under the navigation controller's; host the view without the \(stack.name)"
                )
            }
            return .visitChildren
        }
    }
}

/// A hosting controller handed to a navigation controller: pushed with `pushViewController`,
/// shown with `navigationController.show`, or made the root of a `UINavigationController`.
struct PlacedHost {
    let controller: ExprSyntax
    let isPush: Bool

    var placement: String { isPush ? "pushed onto a navigation controller" : "the root of a navigation controller" }

    init?(_ node: FunctionCallExprSyntax) {
        guard let name = node.calleeName else { return nil }
        if name == "pushViewController", let pushed = node.arguments.first?.expression {
            (controller, isPush) = (pushed, true)
        } else if name == "show", let pushed = node.arguments.first?.expression, let receiver = node.receiver,
            Self.isNavigationController(receiver)
        {
            (controller, isPush) = (pushed, true)
        } else if AppleName.navigationController.contains(name), let root = node.argument("rootViewController") {
            (controller, isPush) = (root, false)
        } else {
            return nil
        }
    }

    /// `navigationController` (a controller's own) or a name bound to `UINavigationController(…)`.
    private static func isNavigationController(_ expr: ExprSyntax) -> Bool {
        if expr.unwrapped.variableName == "navigationController" { return true }
        return AppleName.navigationController.contains(Scope.resolve(expr).callChain.last?.calleeName ?? "")
    }
}

/// The `NavigationStack` (or `NavigationView`, `NavigationSplitView`) a hosting controller
/// shows at its root: written in its `rootView:`, the body of a view type declared in the set
/// (every branch one), or the root of a `UIHostingController` subclass. Nil when the hosted
/// view hides its navigation bar (`.navigationBarHidden(true)`, `.toolbar(.hidden, for:
/// .navigationBar)`), or when the root is out of sight.
struct NavigationContainerInHost {
    enum Source {
        case inPlace(FunctionCallExprSyntax)
        case viewType(String)
        case hostSubclass(String, view: String)
    }

    let name: String
    let source: Source

    static func find(_ controller: ExprSyntax, project: Project) -> Self? {
        if let root = Hosts.rootView(of: controller, in: project) {
            let roots = ViewRoots.of(root)
            if root.calls.contains(where: \.hidesNavigationBar) { return nil }
            if !roots.isEmpty, roots.allSatisfy(AppleName.navigationContainers.contains),
                let container = root.calls.first(where: { AppleName.navigationContainers.contains($0.calleeName ?? "") }
                )
            {
                return Self(name: container.calleeName ?? "NavigationStack", source: .inPlace(container))
            }
            if roots.count == 1, let view = roots.first, !project.viewsHidingNavigationBar.contains(view),
                let name = project.navigationContainer(rootedBy: view)
            {
                return Self(name: name, source: .viewType(view))
            }
            return nil
        }
        guard let subclass = Scope.resolve(controller).callChain.last?.calleeName,
            let view = project.hostSubclassRoot[subclass], !project.viewsHidingNavigationBar.contains(view),
            let name = project.navigationContainer(rootedBy: view)
        else { return nil }
        return Self(name: name, source: .hostSubclass(subclass, view: view))
    }
}

/// True when the type around `node` (or the file, at the top level) hides a navigation bar
/// (`isNavigationBarHidden = true`, `setNavigationBarHidden(true, …)`,
/// `navigationBar.isHidden = true`): one bar is drawn.
func hidesNavigationBar(around node: some SyntaxProtocol) -> Bool {
    var body = Syntax(node.root)
    var current = node.parent
    while let syntax = current {
        if syntax.is(ClassDeclSyntax.self) || syntax.is(StructDeclSyntax.self) || syntax.is(ExtensionDeclSyntax.self)
            || syntax.is(EnumDeclSyntax.self) || syntax.is(ActorDeclSyntax.self)
        {
            body = syntax
            break
        }
        current = syntax.parent
    }
    if body.calls.contains(where: {
        $0.calleeName == "setNavigationBarHidden" && $0.arguments.first?.expression.isTrueLiteral == true
    }) {
        return true
    }
    let finder = HiddenBarFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder.found
}

private final class HiddenBarFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), assignment.value?.isTrueLiteral == true else { return .visitChildren }
        if assignment.property == "isNavigationBarHidden"
            || (assignment.property == "isHidden" && assignment.base?.baseName == "navigationBar")
        {
            found = true
        }
        return .visitChildren
    }
}

extension Project {
    /// The navigation container a view shows at its root, following view types declared in the
    /// set (every branch must show one): `NavigationStack` for `Receipts` when `Receipts`'s body
    /// is `NavigationStack { … }`, or is `ReceiptsFlow()` whose body is. Nil when any branch
    /// shows something else or a type is out of sight.
    func navigationContainer(rootedBy view: String, depth: Int = 0) -> String? {
        if AppleName.navigationContainers.contains(view) { return view }
        guard depth < 8, let roots = viewBodyRoots[view], !roots.isEmpty else { return nil }
        var found: String?
        for root in roots {
            guard let container = navigationContainer(rootedBy: root, depth: depth + 1) else { return nil }
            found = found ?? container
        }
        return found
    }
}
