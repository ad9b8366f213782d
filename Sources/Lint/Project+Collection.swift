internal import SwiftSyntax

/// How `Project` is read from the files: the declarations of each file first, then, with
/// every declaration known, the pushes and tab bars that refer to them.

final class DeclarationCollector: SyntaxVisitor {
    var project = Project()
    /// The types this file declares or extends.
    var declaredTypes: Set<String> = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            name: node.name.text, inherits: node.inheritanceClause?.typeNames ?? [], members: node.memberBlock,
            isClass: false)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map(\.type) ?? []
        record(
            name: node.name.text, inherits: inherited.compactMap(\.baseName), members: node.memberBlock, isClass: true)
        for type in inherited where AppleName.hostingController.contains(type.baseName ?? "") {
            if let root = type.genericArgumentNames.first { project.hostSubclassRoot[node.name.text] = root }
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.extendedType.baseName {
            record(
                name: name, inherits: node.inheritanceClause?.typeNames ?? [], members: node.memberBlock, isClass: false
            )
        }
        return .visitChildren
    }

    private func record(name: String, inherits: [String], members: MemberBlockSyntax, isClass: Bool) {
        recordHostingFacts(name: name, inherits: inherits, members: members)
        if isClass { project.classes[name, default: []] += inherits }
        if inherits.contains(where: AppleName.controllerRepresentable.contains) {
            project.controllerRepresentables.insert(name)
        }
        guard inherits.contains(where: AppleName.swiftUIView.contains) || project.views[name] != nil else { return }
        var facts = project.views[name] ?? Project.ViewFacts()
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let attributes = variable.attributes
            let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            if attributes.attribute("State") != nil || attributes.attribute("StateObject") != nil {
                facts.stateProperties += names
            }
            if attributes.attribute("EnvironmentObject") != nil,
                let type = variable.bindings.first?.typeAnnotation?.type.baseName
            {
                facts.environmentObjects.append(type)
            }
            if let environment = attributes.attribute("Environment"), let argument = environment.firstArgument {
                if let keyPath = argument.as(KeyPathExprSyntax.self), let key = keyPath.firstComponentName {
                    if key == "dismiss" { facts.readsDismiss = true }
                    if !systemEnvironmentKeys.contains(key) { facts.customEnvironmentKeys.append(key) }
                } else if let member = argument.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.text == "self",
                    let type = member.base?.baseName
                {
                    facts.environmentObjects.append(type)
                }
            }
            if variable.calls.contains(where: { AppleName.navigationContainers.contains($0.calleeName ?? "") }) {
                facts.buildsNavigationContainer = true
            }
        }
        project.views[name] = facts
        recordRequiredEnvironmentObjects(of: name, members: members)
        if let roots = ViewRoots.ofBody(members) { project.viewBodyRoots[name] = roots }
        if members.calls.contains(where: \.hidesNavigationBar) { project.viewsHidingNavigationBar.insert(name) }
    }
}

final class UsageCollector: SyntaxVisitor {
    let project: Project
    var pushedRootViews: Set<String> = []
    var tabRoots: Set<String> = []
    var prefersLargeTitles = false
    var tabRootsUnderNamedNavigation: Set<String> = []
    var usesInterfaceBuilder = false

    init(project: Project) {
        self.project = project
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.calleeName {
        case "pushViewController", "show":
            if let pushed = node.arguments.first?.expression, let root = Hosts.rootViewType(of: pushed, in: project) {
                pushedRootViews.insert(root)
            }
        case "setViewControllers":
            if let list = node.arguments.first?.expression, node.receiver.map(isTabBar) == true { recordTabs(list) }
        case let name? where AppleName.tabBarController.contains(name):
            // Seam's `TabBarController(viewControllers: […])`.
            if let list = node.argument("viewControllers") { recordTabs(list) }
        case "UIStoryboard", "instantiateViewController", "instantiateInitialViewController", "performSegue":
            usesInterfaceBuilder = true
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), let value = assignment.value else { return .visitChildren }
        switch assignment.property {
        case "prefersLargeTitles" where value.isTrueLiteral:
            prefersLargeTitles = true
        case "viewControllers" where assignment.base.map(isTabBar) ?? isTabBarSelf(node):
            recordTabs(value)
        default: break
        }
        return .visitChildren
    }

    /// A tab bar controller's list: each element, or the root of a navigation controller in it.
    private func recordTabs(_ list: ExprSyntax) {
        guard let array = Scope.resolve(list).as(ArrayExprSyntax.self) else { return }
        for element in array.elements {
            var controller = Scope.resolve(element.expression)
            var wrapped = false
            if let call = controller.callChain.last, AppleName.navigationController.contains(call.calleeName ?? ""),
                let root = call.argument("rootViewController")
            {
                controller = Scope.resolve(root)
                wrapped = true
            }
            if let name = controller.callChain.last?.calleeName {
                tabRoots.insert(name)
                if wrapped, let navigation = element.expression.unwrapped.variableName,
                    namesItsTab(navigation, near: element)
                {
                    tabRootsUnderNamedNavigation.insert(name)
                }
            }
        }
    }

    /// True when `name.tabBarItem = …` (or `name.tabBarItem.title = …`) is set in the body
    /// where the tab list is.
    private func namesItsTab(_ name: String, near node: some SyntaxProtocol) -> Bool {
        Scope.body(of: node).tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier("tabBarItem"),
                let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                member.base?.unwrapped.variableName == name
            else { return false }
            var current: Syntax? = Syntax(member)
            while let syntax = current, !syntax.is(SequenceExprSyntax.self) { current = syntax.parent }
            guard let sequence = current?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence) else {
                return false
            }
            return assignment.target.tokens(viewMode: .sourceAccurate).contains { $0.id == token.id }
        }
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if ["IBOutlet", "IBAction", "IBSegueAction", "IBDesignable", "IBInspectable"].contains(
            node.attributeName.baseName)
        {
            usesInterfaceBuilder = true
        }
        return .visitChildren
    }

    private func isTabBar(_ expr: ExprSyntax) -> Bool {
        let resolved = Scope.resolve(expr)
        if let name = resolved.callChain.last?.calleeName {
            return AppleName.tabBarController.contains(name)
                || project.classes[name]?.contains(where: AppleName.tabBarController.contains) == true
        }
        // UIKit's `tabBarController` property of every controller.
        return expr.variableName == "tabBarController"
    }

    /// `viewControllers = […]` inside a tab bar controller subclass.
    private func isTabBarSelf(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let type = syntax.as(ClassDeclSyntax.self) {
                return AppleName.tabBarController.contains(where: { project.isSubclass(type.name.text, of: $0) })
            }
            current = syntax.parent
        }
        return false
    }
}

extension DeclarationCollector {
    /// The file's types, and the names a representable calls.
    func recordHostingFacts(name: String, inherits: [String], members: MemberBlockSyntax) {
        declaredTypes.insert(name)
        if inherits.contains(where: AppleName.controllerRepresentable.contains) {
            project.namesCalledInRepresentables.formUnion(members.calls.compactMap(\.calleeName))
        }
    }

    /// A view's `@EnvironmentObject` and non-optional `@Environment(T.self)` properties.
    func recordRequiredEnvironmentObjects(of name: String, members: MemberBlockSyntax) {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first else {
                continue
            }
            let annotation = binding.typeAnnotation?.type
            let optional =
                annotation?.is(OptionalTypeSyntax.self) == true
                || annotation?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
            if variable.attributes.attribute("EnvironmentObject") != nil, let type = annotation?.baseName {
                project.requiredEnvironmentObjects[name, default: []].append(
                    .init(type: type, isEnvironmentObject: true))
            }
            if !optional, let environment = variable.attributes.attribute("Environment"),
                let member = environment.firstArgument?.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "self", let type = member.base?.baseName
            {
                project.requiredEnvironmentObjects[name, default: []].append(
                    .init(type: type, isEnvironmentObject: false))
            }
        }
    }
}
