import Rules
internal import SwiftSyntax

/// `missing-environment-object`: `UIHostingController(rootView: CategoryView(…))` where
/// `CategoryView` (declared in any file) reads an object with `@EnvironmentObject var x: T`
/// or a non-optional `@Environment(T.self) var x`, and the root view expression injects none.
/// A new hosting controller starts a new environment; SwiftUI stops the app at the first
/// render that reads the missing object.
///
/// Conservative: any `.environmentObject(_:)`, or `.environment(_:)` with one unlabelled
/// argument, on the root view counts as injecting (whatever its type); a modifier that is not
/// one of SwiftUI's well-known non-injecting ones (a team's `.withAppDependencies()`) may
/// inject, so the check is silent. Silent as well when the root view is not a view type
/// written in sight (`AnyView(…)`, a factory's result, a container whose content needs the
/// object), and when the host is made inside a `UIViewControllerRepresentable`, or inside a
/// controller one makes: that UIKit code lives in a SwiftUI hierarchy whose environment the
/// hosts it contains or presents inherit.
struct MissingEnvironmentObjectCheck: VisitorCheck {
    let rule = Rule.missingEnvironmentObject
    let summary =
        "`UIHostingController(rootView:)` whose root view type "
        + "(in any file) reads `@EnvironmentObject` or a non-optional `@Environment(T.self)`, "
        + "when the root view expression injects no object (`.environmentObject`, `.environment(_:)`)."

    /// SwiftUI modifiers that inject no object into the environment.
    static let nonInjectingModifiers: Set<String> = [
        "padding", "frame", "background", "foregroundStyle", "foregroundColor", "font", "fontWeight", "bold", "italic",
        "navigationTitle", "navigationBarTitleDisplayMode", "navigationBarBackButtonHidden", "navigationBarHidden",
        "toolbar", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "ignoresSafeArea", "edgesIgnoringSafeArea",
        "safeAreaInset", "tint", "accentColor", "onAppear", "onDisappear", "task", "onChange", "onReceive", "id",
        "clipped", "cornerRadius", "clipShape", "opacity", "shadow", "overlay", "border", "fixedSize", "layoutPriority",
        "presentationDetents", "presentationDragIndicator", "interactiveDismissDisabled", "scrollContentBackground",
        "listStyle", "buttonStyle", "labelStyle", "toggleStyle", "pickerStyle", "textCase", "multilineTextAlignment",
        "lineLimit", "disabled", "accessibilityIdentifier", "accessibilityLabel", "preferredColorScheme",
        "dynamicTypeSize", "statusBarHidden", "refreshable", "searchable", "sheet", "alert", "confirmationDialog",
        "fullScreenCover", "popover", "animation", "transition", "contentShape", "allowsHitTesting", "redacted",
        "scrollDismissesKeyboard", "scrollIndicators", "containerRelativeFrame", "navigationDestination",
        "environment",  // the key-path form, `.environment(\.locale, …)`; the one-argument form is read first
    ]

    final class Visitor: FindingVisitor {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.calleeName, AppleName.hostingController.contains(name),
                let rootView = node.argument("rootView"),
                let root = RootViewExpression(rootView),
                let required = project.requiredEnvironmentObjects[root.typeName], !required.isEmpty,
                !root.mayInject, !inheritsSwiftUIEnvironment(node)
            else { return .visitChildren }
            var seen: Set<String> = []
            let missing = required.filter { seen.insert($0.type).inserted }
            let reads = missing.map {
                $0.isEnvironmentObject ? "@EnvironmentObject \($0.type)" : "@Environment(\($0.type).self)"
            }
            let injections = Set(missing.map { $0.isEnvironmentObject ? ".environmentObject(_:)" : ".environment(_:)" })
                .sorted()
            report(
                root.call,
                "'\(root.typeName)' reads \(reads.joined(separator: " and ")) "
                    + "but this hosting controller's root view is given none, and a new host starts a new environment; "
                    + "inject it on the root view with \(injections.joined(separator: " or "))"
            )
            return .visitChildren
        }

        /// True when the host is made inside a representable, or inside a controller class
        /// that a representable makes.
        private func inheritsSwiftUIEnvironment(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let syntax = current {
                var name: String?
                var inherits: [String] = []
                if let type = syntax.as(ClassDeclSyntax.self) {
                    name = type.name.text
                    inherits = type.inheritanceClause?.typeNames ?? []
                } else if let type = syntax.as(StructDeclSyntax.self) {
                    name = type.name.text
                    inherits = type.inheritanceClause?.typeNames ?? []
                } else if let type = syntax.as(ExtensionDeclSyntax.self) {
                    name = type.extendedType.baseName
                    inherits = type.inheritanceClause?.typeNames ?? []
                }
                if let name {
                    if inherits.contains(where: {
                        AppleName.controllerRepresentable.contains($0) || AppleName.viewRepresentable.contains($0)
                    }) {
                        return true
                    }
                    if project.controllerRepresentables.contains(name) { return true }
                    if project.namesCalledInRepresentables.contains(name), project.isViewController(name) {
                        return true
                    }
                }
                current = syntax.parent
            }
            return false
        }
    }
}

/// A host's root view expression read through its modifiers and the locals it is built in:
/// `CategoryView(name: name).padding()` → `CategoryView`, its call, and whether a modifier
/// may inject an object.
private struct RootViewExpression {
    let typeName: String
    let call: FunctionCallExprSyntax
    let mayInject: Bool

    init?(_ expr: ExprSyntax) {
        var expr = expr.unwrapped
        var mayInject = false
        for _ in 0..<32 {
            if let call = expr.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    guard let base = member.base else { return nil }  // `.init(…)`, `.make(…)`
                    let name = member.declName.baseName.text
                    if name == "environmentObject"
                        || (name == "environment" && call.arguments.count == 1 && call.arguments.first?.label == nil)
                    {
                        mayInject = true
                    } else if !MissingEnvironmentObjectCheck.nonInjectingModifiers.contains(name) {
                        mayInject = true
                    }
                    expr = base.unwrapped
                    continue
                }
                guard let name = call.calleeName, name.first?.isUppercase == true else { return nil }
                typeName = name
                self.call = call
                self.mayInject = mayInject
                return
            }
            guard let reference = expr.as(DeclReferenceExprSyntax.self),
                let value = Scope.initializer(of: reference.baseName.text, before: reference)
            else { return nil }
            expr = value.unwrapped
        }
        return nil
    }
}
