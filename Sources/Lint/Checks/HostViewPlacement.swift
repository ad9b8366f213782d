internal import SwiftSyntax

/// A hosting controller's view put into the view hierarchy, `container.addSubview(card.view)`,
/// with where the host can be set up and what the code there does with it.
struct HostViewPlacement {
    /// The calls that put a view into the view hierarchy (its first argument); `embed(_:)` is
    /// Seam's and many teams' helper for a view that fills a container.
    static let addingCalls: Set<String> = [
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "embed",
    ]
    /// Those whose view a stack view lays out by its intrinsic size.
    static let arrangingCalls: Set<String> = ["addArrangedSubview", "insertArrangedSubview"]

    let call: FunctionCallExprSyntax
    /// The host's name: a local, or a stored property of self.
    let host: String
    let isProperty: Bool
    /// Where the host is set up: the function body for a local; the type's declarations in
    /// this file for a property.
    let region: [Syntax]
    /// The type the call is in (nil for top-level code).
    let enclosingType: String?
    /// The values the host is made from: the local's initializer, or the property's
    /// initializer and every assignment to it in the region.
    let values: [ExprSyntax]

    init?(_ call: FunctionCallExprSyntax, file: SourceFile, project: Project) {
        guard let name = call.calleeName, Self.addingCalls.contains(name),
            let first = call.arguments.first, first.label == nil,
            let member = first.expression.unwrapped.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "view",
            let base = member.base?.unwrapped
        else { return nil }
        let typeName = call.enclosingTypeName
        let binding: HostCode.Binding
        let hostName: String
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            hostName = reference.baseName.text
            binding = HostCode.binding(of: hostName, at: Syntax(call), file: file)
        } else if let name = base.variableName, let typeName {
            hostName = name
            binding = HostCode.property(hostName, of: typeName, in: file)
        } else {
            return nil
        }
        self.call = call
        host = hostName
        enclosingType = typeName
        switch binding {
        case .local(let value):
            isProperty = false
            region = [Scope.body(of: call)]
            values = [value]
            guard Hosts.isHost(value, in: project) else { return nil }
        case .property(let declaration):
            // A type spread over several files may contain its host in one of the others.
            guard let typeName, (project.declaringFiles[typeName]?.count ?? 0) <= 1 else { return nil }
            isProperty = true
            region = file.tree.memberBlocks(ofType: typeName).map(Syntax.init)
            let binding = declaration.bindings.first {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == hostName
            }
            let assigned = HostCode.assignedValues(to: hostName, in: region)
            values = [binding?.initializer?.value].compactMap { $0 } + assigned
            let declaredAsHost =
                binding?.typeAnnotation?.type.baseName.map {
                    AppleName.hostingController.contains($0) || project.hostSubclassRoot[$0] != nil
                } ?? false
            guard declaredAsHost || values.contains(where: { Hosts.isHost($0, in: project) }) else { return nil }
        case .other:
            return nil
        }
    }

    /// What the region does with the host.
    var uses: HostUses { HostUses(of: host, isProperty: isProperty, in: region) }

    /// True when every value the host is made from is `UIHostingController(rootView: …)`
    /// itself, written there (not a subclass or a factory, which may set its options, nor a
    /// name for a host set up elsewhere: `self.card = made`).
    var isPlainHost: Bool {
        !values.isEmpty
            && values.allSatisfy { value in
                guard let name = value.unwrapped.callChain.last?.calleeName else { return false }
                return AppleName.hostingController.contains(name)
            }
    }
}
