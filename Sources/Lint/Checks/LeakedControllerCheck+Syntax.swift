import Rules
internal import SwiftSyntax

/// The syntax questions `leaked-controller` asks of a closure and what surrounds it: whether it
/// captures `self` weakly, where it is assigned or passed, and where its holder is ended.
extension LeakedControllerCheck.Visitor {
    static func capturesSelfWeakly(_ closure: ClosureExprSyntax) -> Bool {
        guard let items = closure.signature?.capture?.items else { return false }
        return items.contains { item in
            guard let specifier = item.specifier?.specifier.tokenKind,
                specifier == .keyword(.weak) || specifier == .keyword(.unowned)
            else { return false }
            if item.name.tokenKind == .keyword(.self) { return true }
            return item.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }
    }

    static func isSelf(_ expr: ExprSyntax?) -> Bool {
        expr?.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The assignment whose value is `closure` (`x.onChange = { … }`).
    static func assignment(valued closure: ClosureExprSyntax) -> Assignment? {
        guard let sequence = closure.parent?.parent?.as(SequenceExprSyntax.self),
            let assignment = Assignment(sequence),
            assignment.value?.id == ExprSyntax(closure).id
        else { return nil }
        return assignment
    }

    /// The call `closure` is an argument or a trailing closure of.
    static func call(taking closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            return trailing.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    /// True when `name` is declared (a `let`/`var`, an `if let`, a loop or closure
    /// parameter) in the function around `node`, before it.
    static func isDeclaredLocally(_ name: String, before node: some SyntaxProtocol) -> Bool {
        var scope: Syntax = Syntax(node.root)
        var current = node.parent
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self)
                || syntax.is(AccessorDeclSyntax.self)
                || syntax.is(DeinitializerDeclSyntax.self)
            {
                scope = syntax
            }
            if syntax.is(MemberBlockSyntax.self) { break }
            current = syntax.parent
        }
        let limit = node.position
        for token in scope.tokens(viewMode: .sourceAccurate) {
            guard token.position < limit else { break }
            guard token.tokenKind == .identifier(name), let parent = token.parent else { continue }
            if parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self)
                || parent.is(ClosureParameterSyntax.self) || parent.is(OptionalBindingConditionSyntax.self)
            {
                return true
            }
        }
        return false
    }
}

/// Finds where a controller ends what a holder keeps, outside `deinit`.
final class EndingFinder: SyntaxVisitor {
    let holder: String
    var found = false

    init(holder: String) {
        self.holder = holder
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calleeName ?? ""
        if ["invalidate", "cancel", "removeAll"].contains(name), let receiver = node.receiver,
            LeakedControllerCheck.Visitor.normalized(receiver) == holder
        {
            found = true
        }
        if name == "removeObserver",
            node.arguments.contains(where: { LeakedControllerCheck.Visitor.normalized($0.expression) == holder })
        {
            found = true
        }
        if name == "forEach", let receiver = node.receiver,
            LeakedControllerCheck.Visitor.normalized(receiver) == holder,
            node.closures.contains(where: { closure in
                closure.calls.contains { ["invalidate", "cancel", "removeObserver"].contains($0.calleeName ?? "") }
            })
        {
            found = true
        }
        return .visitChildren
    }

    /// `Set()`, `[]`-like `.init()`: a new, empty collection.
    static func isEmptyCollection(_ value: ExprSyntax) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.closures.isEmpty,
            let name = call.calleeName
        else { return false }
        return name == "init" || name.first?.isUppercase == true
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), LeakedControllerCheck.Visitor.normalized(assignment.target) == holder,
            let value = assignment.value,
            value.is(NilLiteralExprSyntax.self) || value.as(ArrayExprSyntax.self)?.elements.isEmpty == true
                || Self.isEmptyCollection(value)
        {
            found = true
        }
        return .visitChildren
    }
}
