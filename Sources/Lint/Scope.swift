internal import SwiftSyntax

/// What a name stands for where it is used: the local declarations of the enclosing blocks,
/// read in order, so `let host = UIHostingController(rootView: v)` tells a later `host`.
enum Scope {
    /// The value the nearest `let NAME = …` / `var NAME = …` before `node` in an enclosing
    /// block (or the enclosing type's stored property of that name) was initialised with.
    static func initializer(of name: String, before node: some SyntaxProtocol) -> ExprSyntax? {
        var current: Syntax? = Syntax(node)
        while let child = current, let parent = child.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.position >= child.position { break }
                    if let value = initializer(of: name, in: Syntax(item.item)) { return value }
                }
            } else if let members = parent.as(MemberBlockItemListSyntax.self) {
                for member in members {
                    if let value = initializer(of: name, in: Syntax(member.decl)) { return value }
                }
            }
            current = parent
        }
        return nil
    }

    private static func initializer(of name: String, in item: Syntax) -> ExprSyntax? {
        guard let variable = item.as(VariableDeclSyntax.self) else { return nil }
        for binding in variable.bindings {
            if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                let value = binding.initializer?.value
            {
                return value
            }
        }
        return nil
    }

    /// `expr` with plain names followed to what they were initialised with (a few steps).
    static func resolve(_ expr: ExprSyntax) -> ExprSyntax {
        var expr = expr.unwrapped
        for _ in 0..<4 {
            guard let name = expr.variableName, let value = initializer(of: name, before: expr) else { break }
            expr = value.unwrapped
        }
        return expr
    }

    /// The statements of the innermost block holding `node`, and the index of the one that does.
    static func enclosingBlock(of node: some SyntaxProtocol) -> (CodeBlockItemListSyntax, Int)? {
        var current: Syntax? = Syntax(node)
        while let child = current, let parent = child.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self), let item = child.as(CodeBlockItemSyntax.self),
                let index = block.firstIndex(where: { $0.id == item.id })
            {
                return (block, block.distance(from: block.startIndex, to: index))
            }
            current = parent
        }
        return nil
    }

    /// The function, initialiser, closure or accessor body `node` is in, or the file.
    static func body(of node: some SyntaxProtocol) -> Syntax {
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self)
                || syntax.is(AccessorBlockSyntax.self) || syntax.is(SourceFileSyntax.self)
            {
                return syntax
            }
            current = syntax.parent
        }
        return Syntax(node.root)
    }
}

/// Hosting controllers as a file builds them: `UIHostingController(rootView: …)`, a subclass
/// of it, or a name bound to one.
enum Hosts {
    /// The root view expression of the host `expr` makes or names, if it is one.
    static func rootView(of expr: ExprSyntax, in project: Project) -> ExprSyntax? {
        let expr = Scope.resolve(expr)
        guard let call = expr.callChain.last, let name = call.calleeName else { return nil }
        if AppleName.hostingController.contains(name) { return call.argument("rootView").map(Scope.resolve) }
        return nil
    }

    /// The type of the view a host shows, through its modifiers: `Receipts` for
    /// `UIHostingController(rootView: Receipts().padding())` and for `ReceiptsHost()` when
    /// `class ReceiptsHost: UIHostingController<Receipts>`.
    static func rootViewType(of expr: ExprSyntax, in project: Project) -> String? {
        if let root = rootView(of: expr, in: project) { return root.rootTypeName }
        let expr = Scope.resolve(expr)
        if let name = expr.callChain.last?.calleeName { return project.hostSubclassRoot[name] }
        return nil
    }

    /// True when `expr` makes or names a hosting controller.
    static func isHost(_ expr: ExprSyntax, in project: Project) -> Bool {
        if rootView(of: expr, in: project) != nil { return true }
        let expr = Scope.resolve(expr)
        guard let name = expr.callChain.last?.calleeName else { return false }
        return project.hostSubclassRoot[name] != nil || AppleName.hostingController.contains(name)
    }
}
