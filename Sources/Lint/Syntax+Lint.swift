internal import SwiftSyntax

/// The few questions the checks ask of the syntax tree, answered by its shape (never by
/// matching source text).

/// The names Apple's frameworks give the types the checks look for. Seam's own mirror spells
/// them without the `UI` prefix (`HostingController`), so code written against Seam, such as
/// the lessons' snippets, is read the same way.
enum AppleName {
    static let hostingController: Set<String> = ["UIHostingController", "HostingController"]
    static let hostingConfiguration: Set<String> = ["UIHostingConfiguration", "HostingConfiguration"]
    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]
    static let controllerRepresentable: Set<String> = [
        "UIViewControllerRepresentable", "ViewControllerRepresentable", "NSViewControllerRepresentable",
    ]
    static let viewRepresentable: Set<String> = ["UIViewRepresentable", "ViewRepresentable", "NSViewRepresentable"]
    static let swiftUIView: Set<String> = ["View"]
    /// UIKit's controller classes a project's controllers inherit from.
    static let viewControllers: Set<String> = [
        "UIViewController", "ViewController", "UITableViewController", "TableViewController",
        "UICollectionViewController", "CollectionViewController", "ListViewController",
        "UINavigationController", "NavigationController",
        "UITabBarController", "TabBarController", "UISplitViewController", "SplitViewController",
        "UIPageViewController", "UIAlertController", "AlertController",
    ]
    static let navigationController: Set<String> = ["UINavigationController", "NavigationController"]
    static let tabBarController: Set<String> = ["UITabBarController", "TabBarController"]
    static let barButtonItem: Set<String> = ["UIBarButtonItem", "BarButtonItem"]
    /// A representable's make and update methods (Seam's representables use UIKit's names).
    static let representableMake: Set<String> = [
        "makeUIView", "makeUIViewController", "makeNSView", "makeNSViewController",
    ]
    static let representableUpdate: Set<String> = [
        "updateUIView", "updateUIViewController", "updateNSView", "updateNSViewController",
    ]
}

extension FunctionCallExprSyntax {
    /// The called name: `f` in `f(…)`, `a.b.f(…)` and `F<T>(…)`, `init` for `.init(…)`.
    var calleeName: String? { calledExpression.baseName }

    /// What the call is made on: `a.b` in `a.b.f(…)`; nil for a free call.
    var receiver: ExprSyntax? { calledExpression.as(MemberAccessExprSyntax.self)?.base }

    /// The argument with this label (nil for the unlabelled ones).
    func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The closures passed to the call: trailing ones and closure arguments.
    var closures: [ClosureExprSyntax] {
        arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            + [trailingClosure].compactMap { $0 } + additionalTrailingClosures.map(\.closure)
    }
}

extension ExprSyntax {
    /// The last name in a reference or member access: `f` in `a.f`, `F` in `F<T>`.
    var baseName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let generic = self.as(GenericSpecializationExprSyntax.self) { return generic.expression.baseName }
        return nil
    }

    /// A plain name (`host`, or `self.host`): what a local or a property of self is called.
    var variableName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self), let base = member.base,
            base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// `x.view` → `x`: the variable whose `view` this is.
    var ownerOfView: String? {
        guard let member = self.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "view" else {
            return nil
        }
        return member.base?.variableName
    }

    /// The expression with optional chaining, forcing and parentheses taken off.
    var unwrapped: ExprSyntax {
        if let chain = self.as(OptionalChainingExprSyntax.self) { return chain.expression.unwrapped }
        if let force = self.as(ForceUnwrapExprSyntax.self) { return force.expression.unwrapped }
        if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return only.expression.unwrapped
        }
        return self
    }

    /// Each call in a chain of modifiers, outermost first: `A().b().c()` → c, b, A.
    var callChain: [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var current: ExprSyntax? = self.unwrapped
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                calls.append(call)
                current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.unwrapped
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                current = member.base?.unwrapped
            } else {
                current = nil
            }
        }
        return calls
    }

    /// The type a call chain starts from: `Foo` in `Foo(x).padding().environment(…)`.
    var rootTypeName: String? { callChain.last?.calleeName }

    /// True when `true` literally.
    var isTrueLiteral: Bool { self.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) }
}

extension SyntaxProtocol {
    /// Every call in this subtree, this node included, in source order.
    var calls: [FunctionCallExprSyntax] {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(self)
        return collector.calls
    }

    /// True when the subtree names `self` (explicitly; implicit self in a closure needs `[self]`).
    var mentionsSelf: Bool {
        tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.self) }
    }

    /// True when an identifier token spelled `name` occurs in the subtree.
    func mentions(_ name: String) -> Bool {
        tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }
}

private final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}

extension TypeSyntax {
    /// The last name of a type: `UIHostingController` in `SwiftUI.UIHostingController<V>`.
    var baseName: String? {
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.baseName }
        if let implicit = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return implicit.wrappedType.baseName }
        if let some = self.as(SomeOrAnyTypeSyntax.self) { return some.constraint.baseName }
        return nil
    }

    /// The generic arguments' base names: `V` in `UIHostingController<V>`.
    var genericArgumentNames: [String] {
        let arguments =
            self.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments
            ?? self.as(MemberTypeSyntax.self)?.genericArgumentClause?.arguments
        return arguments?.compactMap { $0.argument.as(TypeSyntax.self)?.baseName } ?? []
    }
}

extension InheritanceClauseSyntax {
    var typeNames: [String] { inheritedTypes.compactMap { $0.type.baseName } }
}

extension AttributeListSyntax {
    /// The attribute with this name (`State` for `@State`), if present.
    func attribute(_ name: String) -> AttributeSyntax? {
        for element in self {
            if let attribute = element.as(AttributeSyntax.self), attribute.attributeName.baseName == name {
                return attribute
            }
        }
        return nil
    }
}

/// `target = value`. SwiftParser leaves operators unfolded (`a = b` is a sequence of three
/// expressions), and an assignment binds loosest, so the first `=` in a sequence splits it.
struct Assignment {
    let node: SequenceExprSyntax
    let target: ExprSyntax
    /// The assigned expression when it is a single one (`a = f()`, not `a = b ?? c`).
    let value: ExprSyntax?

    init?(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        self.node = node
        target = elements[0]
        value = elements.count == 3 ? elements[2] : nil
    }

    /// `base.property` when the target is a member access (`host.title`, `title` → nil base).
    var property: String? {
        if let member = target.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return target.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// What the property belongs to: `host` in `host.x = …`; nil for a bare `x = …`.
    var base: ExprSyntax? { target.as(MemberAccessExprSyntax.self)?.base }
}

extension FunctionCallExprSyntax {
    /// `.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)` (or `.automatic`
    /// bars), `.toolbarVisibility(.hidden, for: .navigationBar)`: a view hiding its bar.
    var hidesNavigationBar: Bool {
        switch calleeName {
        case "navigationBarHidden":
            return arguments.first?.expression.isTrueLiteral == true
        case "toolbar", "toolbarVisibility":
            guard arguments.first?.expression.baseName == "hidden", let bars = argument("for") else { return false }
            return bars.tokens(viewMode: .sourceAccurate).contains {
                $0.text == "navigationBar" || $0.text == "automatic"
            }
        default:
            return false
        }
    }
}

/// What a SwiftUI body shows at its root, through modifiers: the type names a view's body (or
/// a root view expression) starts from, one per branch of an `if`/`switch` at its top, `Group`
/// and `AnyView` looked through. `["NavigationStack"]` for `NavigationStack { … }.tint(.red)`;
/// `["NavigationStack", "NavigationView"]` for an `if #available` choosing between the two.
/// A body showing several views side by side, or possibly nothing, has the root `"(several)"`.
enum ViewRoots {
    static let several = "(several)"

    /// The roots of the `body` property among a type's members, if it has one.
    static func ofBody(_ members: MemberBlockSyntax) -> [String]? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" {
                guard let accessors = binding.accessorBlock?.accessors else { continue }
                if case .getter(let items) = accessors { return of(items) }
                if case .accessors(let list) = accessors,
                    let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body
                {
                    return of(getter.statements)
                }
            }
        }
        return nil
    }

    /// The roots of a view builder's statements (declarations skipped).
    static func of(_ items: CodeBlockItemListSyntax) -> [String] {
        var roots: [[String]] = []
        for item in items {
            if let expr = item.item.as(ExprSyntax.self) {
                roots.append(of(expr))
            } else if let expression = item.item.as(ExpressionStmtSyntax.self) {
                roots.append(of(expression.expression))
            } else if let returned = item.item.as(ReturnStmtSyntax.self)?.expression {
                roots.append(of(returned))
            }
        }
        return roots.count == 1 ? roots[0] : [several]
    }

    /// The roots of one view expression.
    static func of(_ expr: ExprSyntax) -> [String] {
        let expr = expr.unwrapped
        if let branch = expr.as(IfExprSyntax.self) {
            var roots = of(branch.body.statements)
            if let next = branch.elseBody?.as(IfExprSyntax.self) {
                roots += of(ExprSyntax(next))
            } else if let block = branch.elseBody?.as(CodeBlockSyntax.self) {
                roots += of(block.statements)
            } else {
                roots.append(several)
            }
            return roots
        }
        if let choice = expr.as(SwitchExprSyntax.self) {
            return choice.cases.flatMap { element -> [String] in
                guard let switchCase = element.as(SwitchCaseSyntax.self) else { return [several] }
                return of(switchCase.statements)
            }
        }
        guard let call = expr.callChain.last, let name = call.calleeName else { return [several] }
        if name == "Group", let content = call.closures.first, call.closures.count == 1 {
            return of(content.statements)
        }
        if name == "AnyView", let wrapped = call.arguments.first?.expression { return of(wrapped) }
        return [name]
    }
}

extension SyntaxProtocol {
    /// The name of the type (or extended type) this node is declared in; nil at the top level.
    var enclosingTypeName: String? {
        var current = parent
        while let syntax = current {
            if let type = syntax.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = syntax.as(StructDeclSyntax.self) { return type.name.text }
            if let type = syntax.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = syntax.as(ActorDeclSyntax.self) { return type.name.text }
            if let type = syntax.as(ExtensionDeclSyntax.self) { return type.extendedType.baseName }
            current = syntax.parent
        }
        return nil
    }

    /// The member blocks of every declaration and extension of the type `name` in this subtree.
    func memberBlocks(ofType name: String) -> [MemberBlockSyntax] {
        let finder = MemberBlockFinder(name: name)
        finder.walk(self)
        return finder.blocks
    }
}

private final class MemberBlockFinder: SyntaxVisitor {
    let name: String
    var blocks: [MemberBlockSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.memberBlock)
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.memberBlock)
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.memberBlock)
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.memberBlock)
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.extendedType.baseName ?? "", node.memberBlock)
    }

    private func record(_ type: String, _ block: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        if type == name { blocks.append(block) }
        return .visitChildren
    }
}
