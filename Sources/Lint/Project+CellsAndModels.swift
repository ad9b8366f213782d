internal import SwiftSyntax

/// What the `cellsAndModels` checks need to know of the whole project: the views cell
/// content shows, the environment it reads and the project sets, the representables'
/// properties and updates, and the shapes of the project's types.
struct CellsAndModelsFacts: Sendable {
    /// Type names called in a hosting configuration's content (through stacks and modifiers;
    /// what a presentation shows is left out): the views cell content is made of.
    var hostingContent: Set<String> = []
    /// The same, less the uses given `.id(…)` in the configuration (which resets their state per item).
    var hostingContentWithoutID: Set<String> = []
    /// The capitalised names each type's declaration calls: the views a view's body builds
    /// (what a presentation shows is left out).
    var typeCalls: [String: Set<String>] = [:]
    /// The `@Environment(\.key)` keys each type reads, SwiftUI's own included.
    var environmentKeysRead: [String: Set<String>] = [:]
    /// Types whose declaration injects environment (`.environment`, `.environmentObject`,
    /// `.modelContainer`, `.modelContext`): what they show gets it from them.
    var injectsEnvironment: Set<String> = []
    /// The keys code sets with `.environment(\.key, …)`, previews left out.
    var environmentKeysSet: Set<String> = []
    /// `EnvironmentValues` properties and the key type they read (`self[ThemeKey.self]`).
    var environmentKeyTypes: [String: String] = [:]
    /// Types conforming to `UITraitBridgedEnvironmentKey` (their value comes from a UIKit trait).
    var traitBridgedKeyTypes: Set<String> = []
    /// Stored instance properties (`let`/`var` without a getter), by type.
    var storedProperties: [String: Set<String>] = [:]
    /// The stored properties among them that hold a closure (`let onPick: (URL) -> Void`).
    var closureProperties: [String: Set<String>] = [:]
    /// Types conforming to `UIViewRepresentable` or `UIViewControllerRepresentable`.
    var representables: Set<String> = []
    /// Every name (identifier) a type's representable update method mentions, by type.
    var updateMentions: [String: Set<String>] = [:]
    /// Struct names, and the types with an `id` (a property, or `Identifiable`).
    var structs: Set<String> = []
    var identifiable: Set<String> = []
    /// Class initialisers by argument labels (`feed:analytics:`) → the classes declaring one.
    var classInitializers: [String: Set<String>] = [:]

    mutating func merge(_ other: Self) {
        hostingContent.formUnion(other.hostingContent)
        hostingContentWithoutID.formUnion(other.hostingContentWithoutID)
        typeCalls.merge(other.typeCalls) { a, b in a.union(b) }
        environmentKeysRead.merge(other.environmentKeysRead) { a, b in a.union(b) }
        injectsEnvironment.formUnion(other.injectsEnvironment)
        environmentKeysSet.formUnion(other.environmentKeysSet)
        environmentKeyTypes.merge(other.environmentKeyTypes) { a, _ in a }
        traitBridgedKeyTypes.formUnion(other.traitBridgedKeyTypes)
        storedProperties.merge(other.storedProperties) { a, b in a.union(b) }
        closureProperties.merge(other.closureProperties) { a, b in a.union(b) }
        representables.formUnion(other.representables)
        updateMentions.merge(other.updateMentions) { a, b in a.union(b) }
        structs.formUnion(other.structs)
        identifiable.formUnion(other.identifiable)
        classInitializers.merge(other.classInitializers) { a, b in a.union(b) }
    }

    /// The facts one file declares.
    static func declarations(in file: SourceFile) -> Self {
        let collector = CellsAndModelsCollector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        return collector.facts
    }
}

/// What a representable's update method handles.
enum RepresentableUpdates {
    /// The names an update body mentions, and `self` when it hands `self` to a call
    /// (`uiView.configure(with: self)`): the whole representable is then applied.
    static func mentions(in body: CodeBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let text) = token.tokenKind { names.insert(text) }
            if token.tokenKind == .keyword(.self), let reference = token.parent,
                reference.parent?.is(LabeledExprSyntax.self) == true
            {
                names.insert("self")
            }
        }
        return names
    }
}

/// The names and calls of a hosting configuration's content.
enum CellContent {
    /// Modifiers whose closures show content in a presentation of its own, not in the cell.
    static let presentations: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination", "inspector",
    ]

    /// The closures of a `UIHostingConfiguration { … }` call: its content (and background).
    static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax]? {
        guard let name = call.calleeName, AppleName.hostingConfiguration.contains(name) else { return nil }
        return call.closures
    }

    /// The calls in `node` that build what it shows, in source order: what presentations
    /// show and what actions (`action:` closures) do are left out.
    static func calls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let collector = ContentCallCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.calls
    }

    /// True when `.id(…)` is applied to `call` or to a view around it, inside `closure`.
    static func isIdentified(_ call: FunctionCallExprSyntax, in closure: ClosureExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, parent.id != closure.id {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
                member.declName.baseName.text == "id", parent.parent?.is(FunctionCallExprSyntax.self) == true
            {
                return true
            }
            node = parent
        }
        return false
    }

    /// True when `node` is inside a `#Preview { … }` or a `PreviewProvider`.
    static func isInPreview(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let macro = syntax.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = syntax.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let type = syntax.as(StructDeclSyntax.self),
                type.inheritanceClause?.typeNames.contains("PreviewProvider") == true
            {
                return true
            }
            current = syntax.parent
        }
        return false
    }
}

private final class ContentCallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        guard CellContent.presentations.contains(node.calleeName ?? "") else { return .visitChildren }
        walk(node.calledExpression)
        return .skipChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        node.label?.text == "action" ? .skipChildren : .visitChildren
    }
}

private final class CellsAndModelsCollector: SyntaxVisitor {
    var facts = CellsAndModelsFacts()

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.structs.insert(node.name.text)
        record(node.name.text, inherits: node.inheritanceClause?.typeNames ?? [], members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, inherits: node.inheritanceClause?.typeNames ?? [], members: node.memberBlock)
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            facts.classInitializers[labels, default: []].insert(node.name.text)
        }
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, inherits: node.inheritanceClause?.typeNames ?? [], members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, inherits: node.inheritanceClause?.typeNames ?? [], members: node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.extendedType.baseName else { return .visitChildren }
        record(name, inherits: node.inheritanceClause?.typeNames ?? [], members: node.memberBlock)
        if name == "EnvironmentValues" { recordEnvironmentProperties(node.memberBlock) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let closures = CellContent.closures(of: node) {
            for closure in closures {
                for call in CellContent.calls(in: closure) {
                    guard let name = call.calleeName, name.first?.isUppercase == true else { continue }
                    facts.hostingContent.insert(name)
                    if !CellContent.isIdentified(call, in: closure) { facts.hostingContentWithoutID.insert(name) }
                }
            }
        }
        if node.calleeName == "environment", node.arguments.count == 2,
            let key = node.arguments.first?.expression.as(KeyPathExprSyntax.self)?.firstComponentName,
            !CellContent.isInPreview(node)
        {
            facts.environmentKeysSet.insert(key)
        }
        return .visitChildren
    }

    private func record(_ name: String, inherits: [String], members: MemberBlockSyntax) {
        if inherits.contains("Identifiable") { facts.identifiable.insert(name) }
        if inherits.contains("UITraitBridgedEnvironmentKey") { facts.traitBridgedKeyTypes.insert(name) }
        let representable = inherits.contains {
            AppleName.controllerRepresentable.contains($0) || AppleName.viewRepresentable.contains($0)
        }
        if representable { facts.representables.insert(name) }
        var called: Set<String> = []
        for call in CellContent.calls(in: members) {
            if let callee = call.calleeName, callee.first?.isUppercase == true { called.insert(callee) }
            if ["environment", "environmentObject", "modelContainer", "modelContext"].contains(call.calleeName ?? "") {
                facts.injectsEnvironment.insert(name)
            }
        }
        if !called.isEmpty { facts.typeCalls[name, default: []].formUnion(called) }
        for member in members.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                recordProperty(variable, of: name)
            } else if let function = member.decl.as(FunctionDeclSyntax.self),
                AppleName.representableUpdate.contains(function.name.text), let body = function.body
            {
                facts.updateMentions[name, default: []].formUnion(RepresentableUpdates.mentions(in: body))
            }
        }
    }

    private func recordProperty(_ variable: VariableDeclSyntax, of type: String) {
        let isStatic = variable.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if name == "id" && !isStatic { facts.identifiable.insert(type) }
            if let key = variable.attributes.attribute("Environment")?.firstArgument?.as(KeyPathExprSyntax.self)?
                .firstComponentName
            {
                facts.environmentKeysRead[type, default: []].insert(key)
            }
            guard !isStatic else { continue }
            var stored = true
            if case .accessors(let list)? = binding.accessorBlock?.accessors {
                stored = list.allSatisfy {
                    [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
                }
            } else if binding.accessorBlock != nil {
                stored = false
            }
            if stored { facts.storedProperties[type, default: []].insert(name) }
            var annotation = binding.typeAnnotation?.type
            while let wrapped = annotation?.as(OptionalTypeSyntax.self)?.wrappedType ?? annotation?.as(
                AttributedTypeSyntax.self)?.baseType
                ?? annotation?.as(TupleTypeSyntax.self).flatMap({
                    $0.elements.count == 1 ? $0.elements.first?.type : nil
                })
            {
                annotation = wrapped
            }
            if stored, annotation?.is(FunctionTypeSyntax.self) == true {
                facts.closureProperties[type, default: []].insert(name)
            }
        }
    }

    /// `var theme: Theme { get { self[ThemeKey.self] } … }` → theme: ThemeKey.
    private func recordEnvironmentProperties(_ members: MemberBlockSyntax) {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let accessors = binding.accessorBlock
                else { continue }
                for token in accessors.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.self) {
                    guard let reference = token.parent, let call = reference.parent?.as(SubscriptCallExprSyntax.self),
                        call.calledExpression.id == reference.id
                    else { continue }
                    if let key = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                        key.declName.baseName.text == "self", let type = key.base?.baseName
                    {
                        facts.environmentKeyTypes[name] = type
                    }
                }
            }
        }
    }
}
