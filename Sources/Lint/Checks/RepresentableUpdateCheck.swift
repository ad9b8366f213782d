import Rules
internal import SwiftSyntax

/// `representable-update`: a representable's `makeUIView(context:)` /
/// `makeUIViewController(context:)` assigns one of
/// the representable's stored properties to what it makes (`chart.month = month`), and its
/// update method does not handle that property: it neither assigns the same property nor
/// mentions the stored one (nor hands `self` to a call), or there is no update at all
/// (in any file). Make runs once, so the view keeps the first value.
///
/// Only assignments to what make itself creates (a local of make) are looked at, outside
/// closures; a value with none of the representable's properties in it (`context.coordinator`,
/// `.clear`) is fine, and so are callbacks (a closure, or a property holding one: handed over
/// once, like a delegate) and the settings of Apple's controllers that take them once before
/// they are presented (`configuredOnce`: pickers, share and mail sheets). Each property is
/// reported once, at its first assignment. A make function outside any type is a snippet of
/// a representable: the names its values use and it does not declare are its properties.
struct RepresentableUpdateCheck: VisitorCheck {
    let rule = Rule.representableUpdate
    let summary =
        "`made.x = property` in a representable's make method "
        + "when its update method (in any file) does not handle `x` or the property."

    final class Visitor: FindingVisitor {
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let make = node.name.text
            guard AppleName.representableMake.contains(make), let body = node.body,
                node.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "context" })
            else { return .visitChildren }
            let facts = project.cellsAndModels
            let stored: Set<String>?
            let updateMentions: Set<String>?
            if let owner = node.enclosingTypeName {
                guard facts.representables.contains(owner) || project.controllerRepresentables.contains(owner) else {
                    return .skipChildren
                }
                // Closures handed over once are callbacks, like a delegate: not inputs to follow.
                stored = (facts.storedProperties[owner] ?? []).subtracting(facts.closureProperties[owner] ?? [])
                updateMentions = facts.updateMentions[owner]
            } else {
                stored = nil
                updateMentions = Self.topLevelUpdateMentions(in: file.tree)
            }
            let update = "update" + make.dropFirst("make".count)
            var reported: Set<String> = []
            for assignment in Self.assignments(in: body) {
                guard let target = assignment.target.as(MemberAccessExprSyntax.self),
                    let made = Self.rootName(of: target),
                    Self.isMade(made, of: body, before: assignment.node), let value = assignment.value,
                    !value.is(ClosureExprSyntax.self), !Self.isConfiguredOnce(made, before: assignment.node, in: node)
                else { continue }
                let returned = Self.returnedNames(of: body)
                // Wiring the made view itself to something is not an input.
                if let name = value.unwrapped.variableName, returned.contains(name) { continue }
                let inputs = Self.propertyNames(in: value, body: body, stored: stored)
                guard let input = inputs.first, !inputs.contains(where: reported.contains) else { continue }
                let property = target.declName.baseName.text
                let handled =
                    updateMentions.map { mentions in
                        mentions.contains(property) || mentions.contains("self")
                            || inputs.contains(where: mentions.contains)
                    } ?? false
                if !handled {
                    reported.formUnion(inputs)
                    report(
                        assignment.node,
                        "'\(target.trimmedDescription)' is set from '\(input)' only in \(make), which runs once; "
                            + "set it in \(update) as well so the view follows changes of '\(input)'"
                    )
                }
            }
            return .skipChildren
        }

        /// Apple's controllers (and their configurations) that take their settings once, when
        /// they are made to be presented, and offer no way to change most of them later.
        static let configuredOnce: Set<String> = [
            "UIActivityViewController", "UIDocumentPickerViewController", "UIImagePickerController",
            "PHPickerViewController",
            "PHPickerConfiguration", "MFMailComposeViewController", "MFMessageComposeViewController",
            "SFSafariViewController",
            "CNContactPickerViewController", "CNContactViewController", "UIVideoEditorController",
            "QLPreviewController",
            "EKEventEditViewController", "VNDocumentCameraViewController", "UIDocumentBrowserViewController",
            "UICloudSharingController", "SKStoreProductViewController", "UIReferenceLibraryViewController",
            "UIFontPickerViewController", "UIColorPickerViewController", "UIDocumentInteractionController",
        ]

        /// True when the local `made` is one of `configuredOnce`: made by calling it (through a
        /// typealias of the representable, or `.init` of make's return type).
        static func isConfiguredOnce(_ made: String, before node: some SyntaxProtocol, in make: FunctionDeclSyntax)
            -> Bool
        {
            guard let initial = Scope.initializer(of: made, before: node), var type = initial.callChain.last?.calleeName
            else { return false }
            if type == "init", let returned = make.signature.returnClause?.type.baseName { type = returned }
            var current = make.parent
            while let syntax = current {
                if let members = syntax.as(MemberBlockSyntax.self) {
                    for member in members.members {
                        if let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == type,
                            let aliased = alias.initializer.value.baseName
                        {
                            type = aliased
                        }
                    }
                    break
                }
                current = syntax.parent
            }
            return configuredOnce.contains(type)
        }

        /// What the update methods declared outside any type (a snippet's) mention; nil when there is none.
        static func topLevelUpdateMentions(in tree: SourceFileSyntax) -> Set<String>? {
            var mentions: Set<String>?
            for item in tree.statements {
                guard let function = item.item.as(FunctionDeclSyntax.self),
                    AppleName.representableUpdate.contains(function.name.text),
                    let body = function.body
                else { continue }
                mentions = (mentions ?? []).union(RepresentableUpdates.mentions(in: body))
            }
            return mentions
        }

        /// The assignments in a body, outside closures and nested functions.
        static func assignments(in body: CodeBlockSyntax) -> [Assignment] {
            let collector = AssignmentCollector(viewMode: .sourceAccurate)
            collector.walk(body)
            return collector.assignments
        }

        /// `chart` in `chart.layer.cornerRadius`.
        static func rootName(of member: MemberAccessExprSyntax) -> String? {
            var base = member.base?.unwrapped
            while let inner = base?.as(MemberAccessExprSyntax.self) { base = inner.base?.unwrapped }
            return base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        }

        /// True when `name` is a local of `body` made by a call (`let chart = LegacyChart()`),
        /// not one taken from the context (`let coordinator = context.coordinator`).
        static func isMade(_ name: String, of body: CodeBlockSyntax, before node: some SyntaxProtocol) -> Bool {
            guard isLocal(name, of: body, before: node), let value = Scope.initializer(of: name, before: node),
                let call = value.unwrapped.callChain.last
            else { return false }
            return !call.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("context") }
        }

        /// The names make returns (`return chart`, or the last expression).
        static func returnedNames(of body: CodeBlockSyntax) -> Set<String> {
            var names: Set<String> = []
            for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.return) {
                if let returned = token.parent?.as(ReturnStmtSyntax.self)?.expression?.unwrapped.variableName {
                    names.insert(returned)
                }
            }
            if let last = body.statements.last?.item.as(ExprSyntax.self)?.unwrapped.variableName { names.insert(last) }
            return names
        }

        /// True when `name` is a `let`/`var` of `body` declared before `node`.
        static func isLocal(_ name: String, of body: CodeBlockSyntax, before node: some SyntaxProtocol) -> Bool {
            guard let value = Scope.initializer(of: name, before: node) else { return false }
            return value.position >= body.position && value.endPosition <= body.endPosition
        }

        /// The representable's properties `value` reads: plain names (or `self.x`) that are
        /// its stored properties, or, with the type out of sight (`stored` nil), that the
        /// body does not declare. Called names, type names and `context` are not properties.
        static func propertyNames(in value: ExprSyntax, body: CodeBlockSyntax, stored: Set<String>?, depth: Int = 0)
            -> [String]
        {
            var names: [String] = []
            for token in value.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind,
                    let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                    name != "context", name.first?.isUppercase == false, !names.contains(name)
                else { continue }
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
                {
                    continue  // `other.month`: another value's member
                }
                if let call = reference.parent?.as(FunctionCallExprSyntax.self),
                    call.calledExpression.id == reference.id
                {
                    continue
                }
                if let call = reference.parent?.parent?.as(FunctionCallExprSyntax.self),
                    call.calledExpression.id == reference.parent?.id,
                    reference.parent?.is(MemberAccessExprSyntax.self) == true
                {
                    continue
                }  // `self.format(…)`
                if isLocal(name, of: body, before: reference) {
                    // `let title = month.uppercased()`: what the local was made from.
                    if depth < 2, let initial = Scope.initializer(of: name, before: reference) {
                        names += propertyNames(in: initial, body: body, stored: stored, depth: depth + 1).filter {
                            !names.contains($0)
                        }
                    }
                    continue
                }
                if let stored, !stored.contains(name) { continue }
                if stored == nil, isDeclaredInClosure(name, around: reference) { continue }
                names.append(name)
            }
            return names
        }

        /// True when `name` is a parameter of a closure `node` is in (`map { price in … }`).
        private static func isDeclaredInClosure(_ name: String, around node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let syntax = current {
                if let closure = syntax.as(ClosureExprSyntax.self), let signature = closure.signature,
                    signature.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) })
                {
                    return true
                }
                current = syntax.parent
            }
            return false
        }
    }
}

private final class AssignmentCollector: SyntaxVisitor {
    var assignments: [Assignment] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node) { assignments.append(assignment) }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
