import Rules
internal import SwiftSyntax

/// `two-sources-of-truth`: an initialiser seeds `@State` with a fact read from one of its
/// parameters: `_isVoid = State(initialValue: invoice.isVoid)` (or `wrappedValue:`, or
/// `.init(…)`); `invoice.total ?? 0` and `tag.history.sorted()` copy a fact too. The state
/// takes that value once and then drifts from the model. Not reported: a literal or a
/// default; a plain value handed in to start from (`State(initialValue: initialCount)`); a
/// value computed from several things (`now >= item.timeout`); a draft the view edits (a
/// control bound to `$x`, or code assigning or mutating `x`) or writes back to the same
/// property (`invoice.name = name`); a copy kept in step by `.onChange(of: …property…)`.
struct TwoSourcesOfTruthCheck: VisitorCheck {
    let rule = Rule.twoSourcesOfTruth
    let summary =
        "`_x = State(initialValue: param.property)` in an initialiser: "
        + "`@State` copying a fact of a model it is given, unless the view edits it as a draft or keeps it in step."

    final class Visitor: FindingVisitor {
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let body = node.body else { return .visitChildren }
            let parameters = Set(node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            for assignment in RepresentableUpdateCheck.Visitor.assignments(in: body) {
                guard let target = assignment.target.unwrapped.variableName, target.hasPrefix("_"), target.count > 1,
                    let value = assignment.value, let call = value.unwrapped.callChain.last,
                    isState(call, property: String(target.dropFirst()), in: node),
                    let seed = call.argument("initialValue") ?? call.argument("wrappedValue") ?? call.argument(nil),
                    let copied = Self.copiedFact(seed, parameters: parameters)
                else { continue }
                let state = String(target.dropFirst())
                let property = copied.declName.baseName.text
                if writesBack(property, from: state, around: node)
                    || followsChanges(of: property, into: state, around: node)
                    || isEdited(state, around: node)
                {
                    continue
                }
                report(
                    assignment.node,
                    "'\(target)' copies '\(copied.trimmedDescription)' into @State, which keeps that first value "
                        + "while the model changes; read '\(copied.trimmedDescription)' from the model where it is used"
                )
            }
            return .visitChildren
        }

        /// `State(…)`, or `.init(…)` for a property declared `@State`.
        private func isState(_ call: FunctionCallExprSyntax, property: String, in node: InitializerDeclSyntax) -> Bool {
            switch call.calleeName {
            case "State": return true
            case "init": return Self.stateProperties(around: node).contains(property)
            default: return false
            }
        }

        /// The `@State` properties of the type around `node`.
        private static func stateProperties(around node: some SyntaxProtocol) -> Set<String> {
            guard let members = enclosingMembers(of: node) else { return [] }
            var names: Set<String> = []
            for member in members.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    variable.attributes.attribute("State") != nil
                else { continue }
                names.formUnion(
                    variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
            }
            return names
        }

        private static func enclosingMembers(of node: some SyntaxProtocol) -> MemberBlockSyntax? {
            var current = node.parent
            while let syntax = current {
                if let type = syntax.as(StructDeclSyntax.self) { return type.memberBlock }
                if let type = syntax.as(ClassDeclSyntax.self) { return type.memberBlock }
                if let type = syntax.as(ExtensionDeclSyntax.self) { return type.memberBlock }
                current = syntax.parent
            }
            return nil
        }

        /// The fact `seed` copies: `param.a.b` itself, `param.a ?? default`, or `param.a`
        /// transformed by a method of its own (`tag.history.sorted { … }`). A value computed
        /// from several things (`isStopped || now >= item.timeout`) is not a copy.
        static func copiedFact(_ seed: ExprSyntax, parameters: Set<String>) -> MemberAccessExprSyntax? {
            let seed = seed.unwrapped
            if let sequence = seed.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else {
                    return nil
                }
                return copiedFact(elements[0], parameters: parameters)
            }
            if let call = seed.as(FunctionCallExprSyntax.self),
                let method = call.calledExpression.as(MemberAccessExprSyntax.self),
                let base = method.base
            {
                return copiedFact(base, parameters: parameters)
            }
            guard let member = seed.as(MemberAccessExprSyntax.self) else { return nil }
            var root = member.base?.unwrapped
            while let inner = root?.as(MemberAccessExprSyntax.self) { root = inner.base?.unwrapped }
            guard let name = root?.as(DeclReferenceExprSyntax.self)?.baseName.text, parameters.contains(name) else {
                return nil
            }
            return member
        }

        /// Methods that change a collection or a value in place.
        static let mutating: Set<String> = [
            "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "replaceSubrange",
            "toggle", "sort", "reverse", "shuffle", "formUnion", "formIntersection", "subtract", "merge", "move",
            "updateValue", "popLast",
        ]

        /// True when the view edits the state outside the initialiser: a control edits it
        /// through its binding (`TextField(text: $title)`), or code assigns or mutates it
        /// (`contexts.append(c)`). The state is then a draft of the model's value, which the
        /// view hands on when it saves, not a copy it shows.
        private func isEdited(_ state: String, around node: InitializerDeclSyntax) -> Bool {
            guard let members = Self.enclosingMembers(of: node) else { return false }
            for token in members.tokens(viewMode: .sourceAccurate) {
                if token.tokenKind == .dollarIdentifier("$" + state) || token.tokenKind == .identifier("$" + state) {
                    return true
                }
                guard token.tokenKind == .identifier(state), !node.range.contains(token.position),
                    var expr = token.parent?.as(DeclReferenceExprSyntax.self).map(ExprSyntax.init)
                else { continue }
                if let member = expr.parent?.as(MemberAccessExprSyntax.self), member.declName.id == expr.id,
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                {
                    expr = ExprSyntax(member)  // `self.state`
                }
                if let method = expr.parent?.as(MemberAccessExprSyntax.self), method.base?.id == expr.id,
                    Self.mutating.contains(method.declName.baseName.text),
                    method.parent?.is(FunctionCallExprSyntax.self) == true
                {
                    return true
                }
                if let list = expr.parent?.as(ExprListSyntax.self), list.first?.id == expr.id, list.count >= 3 {
                    let operatorNode = list[list.index(after: list.startIndex)]
                    if operatorNode.is(AssignmentExprSyntax.self) { return true }
                    if let binary = operatorNode.as(BinaryOperatorExprSyntax.self), binary.operator.text.hasSuffix("="),
                        !["==", "!=", "<=", ">=", "==="].contains(binary.operator.text)
                    {
                        return true
                    }
                }
            }
            return false
        }

        /// True when the type keeps the state in step with the property: an
        /// `.onChange(of: …property…)` whose closure assigns the state.
        private func followsChanges(of property: String, into state: String, around node: some SyntaxProtocol) -> Bool {
            guard let members = Self.enclosingMembers(of: node) else { return false }
            return members.calls.contains { call in
                guard call.calleeName == "onChange", call.argument("of")?.mentions(property) == true else {
                    return false
                }
                return call.closures.contains { closure in
                    closure.tokens(viewMode: .sourceAccurate).contains { token in
                        guard token.tokenKind == .identifier(state),
                            let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                            let sequence = reference.parent?.parent?.as(SequenceExprSyntax.self),
                            let assignment = Assignment(sequence)
                        else {
                            return false
                        }
                        return assignment.target.id == ExprSyntax(reference).id
                    }
                }
            }
        }

        /// True when the type around `node` assigns `state` back to a `property` of something
        /// (`invoice.name = name`): the state is a draft of the model, saved to it.
        private func writesBack(_ property: String, from state: String, around node: some SyntaxProtocol) -> Bool {
            guard let members = Self.enclosingMembers(of: node) else { return false }
            let collector = WriteBackFinder(property: property, state: state)
            collector.walk(members)
            return collector.found
        }
    }
}

private final class WriteBackFinder: SyntaxVisitor {
    let property: String
    let state: String
    var found = false

    init(property: String, state: String) {
        self.property = property
        self.state = state
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), assignment.base != nil, assignment.property == property,
            let value = assignment.value, value.mentions(state)
        {
            found = true
        }
        return .visitChildren
    }
}
