import Rules
internal import SwiftSyntax

/// `unretained-child-host`: a hosting controller's view put into the view hierarchy
/// (`slot.addSubview(card.view)`, `stack.addArrangedSubview(card.view)`, `insertSubview`,
/// Seam's `embed`) while the host itself is never contained with `addChild(card)`.
///
/// The scope is where the host can be contained: the function body for a local host, the
/// type (its declaration and its extensions, all in this file) for a stored property.
///
/// An `addChild(card)` *after* the view was added still counts as containing the host.
/// Apple's container guide ("Creating a custom container view controller") orders the calls
/// addChild → add the view → didMove(toParent:), and adding the view first can send the child
/// unbalanced appearance callbacks; but the host is then contained and kept by its parent, so
/// what this rule says (the host is freed, cut off from the controller hierarchy, its sheets
/// present nothing) would be false. The order is another mistake, not this one.
///
/// Silent when the code cannot be seen whole: the host handed to any other call (a helper
/// such as `embed(child: card)` may contain it), returned, aliased, or stored somewhere that
/// may observe it; a host that is a parameter or an optional binding; a type declared across
/// files; code outside a view controller (a cell or a view has no `addChild` of its own: its
/// fix is `UIHostingConfiguration` or a parent controller, which this rule does not name).
struct UnretainedChildHostCheck: VisitorCheck {
    let rule = Rule.unretainedChildHost
    let summary =
        "A hosting controller's view added to the view hierarchy (`addSubview`, "
        + "`addArrangedSubview`, `insertSubview`, `embed`) in a view controller, "
        + "while the host (a local, or a stored property) is never passed to `addChild` in that function or type."

    final class Visitor: FindingVisitor {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let placement = HostViewPlacement(node, file: file, project: project) else { return .visitChildren }
            if let type = placement.enclosingType, !project.isViewController(type) { return .visitChildren }
            let uses = placement.uses
            guard !uses.contained, !uses.handedOff else { return .visitChildren }
            let host = placement.host
            if placement.isProperty || uses.kept {
                report(
                    node,
                    "'\(host).view' is added to the view hierarchy but '\(host)' is never contained, "
                        + "so the hosted content is cut off from the controller hierarchy "
                        + "(no appearance or trait callbacks, its sheets and alerts present nothing); "
                        + "call addChild(\(host)) before adding its view and didMove(toParent: self) after"
                )
            } else {
                report(
                    node,
                    "'\(host).view' is added to the view hierarchy but '\(host)' is neither contained nor kept, "
                        + "so the hosting controller is freed and its content cut off from the controller hierarchy; "
                        + "call addChild(\(host)) before adding its view, "
                        + "didMove(toParent: self) after, and keep it in a stored property"
                )
            }
            return .visitChildren
        }
    }
}

/// What a region of code does with one host: contains it, hands it on, sets its sizing, and
/// how its view is laid out.
struct HostUses {
    /// `addChild(host)` (on any parent).
    var contained = false
    /// The host is passed to another call, returned, aliased or stored where it may be
    /// observed: code out of sight may contain it or set it up.
    var handedOff = false
    /// The host is stored in a plain property of self (`self.card = card`).
    var kept = false
    /// `host.sizingOptions` is set (or read) somewhere.
    var sized = false
    /// The view is added with `addArrangedSubview`/`insertArrangedSubview`.
    var arranged = false
    /// `host.view.translatesAutoresizingMaskIntoConstraints = false`.
    var autoLayout = false
    /// The anchors of the view that constraints name (`topAnchor`, `heightAnchor`, …).
    var anchors: Set<String> = []
    /// The view is used some other way (a frame, a helper, SnapKit, `invalidateIntrinsicContentSize`…).
    var otherViewUse = false

    static let anchorNames: Set<String> = [
        "topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor",
        "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor",
    ]
    /// What may be set on or asked of the view without bearing on its size.
    static let harmlessViewMembers: Set<String> = [
        "backgroundColor", "isOpaque", "clipsToBounds", "layer", "accessibilityIdentifier", "accessibilityLabel",
        "tag", "alpha", "isHidden", "isUserInteractionEnabled", "tintColor", "overrideUserInterfaceStyle",
        "setContentHuggingPriority", "setContentCompressionResistancePriority", "removeFromSuperview",
        "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
    ]

    init(of host: String, isProperty: Bool, in region: [Syntax]) {
        for node in region {
            for reference in HostCode.references(to: host, in: node, property: isProperty) { read(reference) }
        }
    }

    private mutating func read(_ reference: ExprSyntax) {
        let node = HostCode.outermostUnwrapping(Syntax(reference))
        guard let parent = node.parent else { return }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
            switch member.declName.baseName.text {
            case "view": readView(Syntax(member))
            case "sizingOptions": sized = true
            default: break  // didMove(toParent:), rootView, title, navigationItem…
            }
            return
        }
        if let call = HostCode.callTaking(node) {
            if call.calleeName == "addChild" { contained = true } else { handedOff = true }
            return
        }
        if let assignment = HostCode.assignment(holding: node) {
            if assignment.target.id == node.id { return }  // host = …
            // `self.card = card`: kept, not contained, unless the property observes what it is given.
            if assignment.value?.id == node.id, HostCode.isPlainStoredProperty(assignment.target) {
                kept = true
                return
            }
        }
        handedOff = true
    }

    private mutating func readView(_ view: Syntax) {
        let node = HostCode.outermostUnwrapping(view)
        guard let parent = node.parent else { return }
        if let call = HostCode.callTaking(node), let name = call.calleeName,
            HostViewPlacement.addingCalls.contains(name)
        {
            if call.arguments.first?.expression.id == node.id {
                if HostViewPlacement.arrangingCalls.contains(name) { arranged = true }
                return
            }
            // `insertSubview(banner, belowSubview: card.view)`: the view only places another.
            if let label = node.parent?.as(LabeledExprSyntax.self)?.label?.text,
                ["belowSubview", "aboveSubview"].contains(label)
            {
                return
            }
        }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
            let name = member.declName.baseName.text
            if Self.anchorNames.contains(name) { anchors.insert(name); return }
            if Self.harmlessViewMembers.contains(name) { return }
            if name == "translatesAutoresizingMaskIntoConstraints",
                let assignment = HostCode.assignment(holding: Syntax(member)),
                assignment.target.id == member.id,
                assignment.value?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            {
                autoLayout = true
                return
            }
        }
        otherViewUse = true
    }
}

/// The questions about a host's code that the child-host checks share.
enum HostCode {
    enum Binding {
        /// A local declared with this initial value.
        case local(ExprSyntax)
        /// A stored property of the enclosing type.
        case property(VariableDeclSyntax)
        /// A parameter, an optional binding, a loop variable, a capture, a local without a
        /// value, or a name declared out of sight.
        case other
    }

    /// What `name`, written bare at `node`, stands for.
    static func binding(of name: String, at node: Syntax, file: SourceFile) -> Binding {
        var current: Syntax? = node
        while let child = current, let parent = child.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.position >= child.position { break }
                    if let variable = item.item.as(VariableDeclSyntax.self),
                        let binding = variable.bindings.first(where: {
                            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                        })
                    {
                        if let value = binding.initializer?.value { return .local(value) }
                        return .other
                    }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), binds(name, guardStatement.conditions) {
                        return .other
                    }
                }
            } else if let branch = parent.as(IfExprSyntax.self), binds(name, branch.conditions) {
                return .other
            } else if let loop = parent.as(WhileStmtSyntax.self), binds(name, loop.conditions) {
                return .other
            } else if let loop = parent.as(ForStmtSyntax.self), loop.pattern.mentions(name) {
                return .other
            } else if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature,
                signature.mentions(name)
            {
                return .other
            } else if let function = parent.as(FunctionDeclSyntax.self),
                declaresParameter(name, function.signature.parameterClause)
            {
                return .other
            } else if let initializer = parent.as(InitializerDeclSyntax.self),
                declaresParameter(name, initializer.signature.parameterClause)
            {
                return .other
            } else if let accessor = parent.as(AccessorDeclSyntax.self), accessor.parameters?.name.text == name {
                return .other
            } else if parent.is(MemberBlockItemListSyntax.self) {
                guard let type = parent.enclosingTypeName else { return .other }
                return property(name, of: type, in: file)
            }
            current = parent
        }
        return .other
    }

    /// The stored property `name` of `type`, declared in this file.
    static func property(_ name: String, of type: String, in file: SourceFile) -> Binding {
        for region in file.tree.memberBlocks(ofType: type).map(Syntax.init) {
            guard let members = region.as(MemberBlockSyntax.self) else { continue }
            for member in members.members {
                if let variable = member.decl.as(VariableDeclSyntax.self),
                    variable.bindings.contains(where: {
                        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    })
                {
                    return .property(variable)
                }
            }
        }
        return .other
    }

    private static func binds(_ name: String, _ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.mentions(name) == true }
    }

    private static func declaresParameter(_ name: String, _ clause: FunctionParameterClauseSyntax) -> Bool {
        clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }

    /// Every reference to the host in `node`: `name` written bare, and `self.name`; for a
    /// local, the bare name only (`self.name` is a property of the same name).
    static func references(to name: String, in node: Syntax, property: Bool) -> [ExprSyntax] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token -> ExprSyntax? in
            guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { return nil }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                // `x.name`: the host only when `x` is self.
                guard property, member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                else { return nil }
                return ExprSyntax(member)
            }
            return ExprSyntax(reference)
        }
    }

    /// Every value assigned to `name` (or `self.name`) in the region.
    static func assignedValues(to name: String, in region: [Syntax]) -> [ExprSyntax] {
        region.flatMap { node in
            references(to: name, in: node, property: true).compactMap { reference -> ExprSyntax? in
                guard let assignment = assignment(holding: Syntax(reference)), assignment.target.id == reference.id
                else { return nil }
                return assignment.value
            }
        }
    }

    /// The assignment `node` is one side of (a sequence's elements are in a list of their own).
    static func assignment(holding node: Syntax) -> Assignment? {
        guard let list = node.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self)
        else { return nil }
        return Assignment(sequence)
    }

    /// `node` with the `!` and `?` after it.
    static func outermostUnwrapping(_ node: Syntax) -> Syntax {
        var node = node
        while let parent = node.parent,
            parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
        {
            node = parent
        }
        return node
    }

    /// The call `node` is an argument of (trailing closures aside).
    static func callTaking(_ node: Syntax) -> FunctionCallExprSyntax? {
        guard let argument = node.parent?.as(LabeledExprSyntax.self) else { return nil }
        return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// `self.card` or `card` naming a stored property of the enclosing type with no observer
    /// (`didSet` may contain what it is given).
    static func isPlainStoredProperty(_ target: ExprSyntax) -> Bool {
        guard let name = target.variableName, let types = enclosingTypeDecl(of: target) else { return false }
        for member in types.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.accessorBlock == nil
            }
        }
        return false
    }

    private static func enclosingTypeDecl(of node: some SyntaxProtocol) -> MemberBlockSyntax? {
        var current = node.parent
        while let syntax = current {
            if let type = syntax.as(ClassDeclSyntax.self) { return type.memberBlock }
            if let type = syntax.as(StructDeclSyntax.self) { return type.memberBlock }
            current = syntax.parent
        }
        return nil
    }
}
