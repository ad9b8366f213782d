import Rules
internal import SwiftSyntax

/// `manual-back-button`: the system back button hidden to make room for a hand-made one.
/// UIKit: `x.navigationItem.hidesBackButton = true` (or `setHidesBackButton(true, animated:)`)
/// with a `leftBarButtonItem(s)` on the same navigation item, in the same function (or, for a
/// controller's own `navigationItem`, in the same type), that goes back: its action pops
/// (`popViewController`, or a `#selector` method that does), or it looks like a back button
/// (titled Back, a left chevron or arrow image, or named `back…`). SwiftUI:
/// `.navigationBarBackButtonHidden(true)` with a leading toolbar item (`.navigationBarLeading`,
/// `.topBarLeading`, `.navigation`, or `navigationBarItems(leading:)`) on the same screen that
/// calls `dismiss()` or pops, or looks like a back button; a `.cancellationAction` item counts
/// when it pops or looks like a back button (a Cancel that calls `dismiss()` is how a sheet's
/// root closes, and the screen may be one). Hiding the
/// back button with no replacement (a forced flow), or with one that leaves the flow (a
/// Cancel that dismisses the presentation in UIKit), is not a finding.
struct ManualBackButtonCheck: Check {
    let rule = Rule.manualBackButton
    let summary =
        "`hidesBackButton = true` with a `leftBarButtonItem` that pops or looks like Back on the same navigation item, "
        + "or `.navigationBarBackButtonHidden(true)` with a leading toolbar item that calls `dismiss()` or pops, "
        + "on the same screen."

    func findings(in file: SourceFile, project: Project) -> [LintFinding] {
        let collector = BackButtonCollector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        var findings: [LintFinding] = []
        for hidden in collector.hidden where collector.replacements.contains(where: { $0 == hidden.place }) {
            let message: String
            switch hidden.place.owner {
            case .swiftUI:
                message =
                    "This screen hides its back button for a hand-made back item in its toolbar, "
                    + "which loses the back swipe; keep the system back button "
                    + "and set its look on the previous screen (backButtonDisplayMode or backButtonTitle)"
            case .controller:
                message =
                    "This controller hides its back button for a hand-made back item, which loses the back swipe; "
                    + "keep the system back button "
                    + "and set backButtonDisplayMode or backButtonTitle on the previous controller"
            case .variable(let name):
                message =
                    "'\(name)' hides its back button for a hand-made back item, which loses the back swipe; "
                    + "keep the system back button "
                    + "and set backButtonDisplayMode or backButtonTitle on the previous controller"
            }
            findings.append(file.finding(rule, at: hidden.node, message))
        }
        return findings
    }
}

/// Whose back button it is, and where the hiding and the replacement must both be.
private struct BackPlace: Hashable {
    enum Owner: Hashable {
        /// A controller's own `navigationItem`, anywhere in its type.
        case controller
        /// `name.navigationItem`, in one function.
        case variable(String)
        /// A SwiftUI screen: its type, and the presentations and destinations around it.
        case swiftUI
    }
    var owner: Owner
    var scope: String
}

private final class BackButtonCollector: SyntaxVisitor {
    var hidden: [(place: BackPlace, node: Syntax)] = []
    var replacements: [BackPlace] = []

    // MARK: UIKit

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), let base = assignment.base,
            let place = uiKitPlace(ofNavigationItem: base, at: node)
        else { return .visitChildren }
        switch assignment.property {
        case "hidesBackButton" where assignment.value?.isTrueLiteral == true:
            hidden.append((place, Syntax(node)))
        case "leftBarButtonItem", "leftBarButtonItems":
            if let value = assignment.value, items(value).contains(where: { goesBack($0, near: node) }) {
                replacements.append(place)
            }
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.calleeName {
        case "setHidesBackButton":
            if node.arguments.first?.expression.isTrueLiteral == true, let receiver = node.receiver,
                let place = uiKitPlace(ofNavigationItem: receiver, at: node)
            {
                hidden.append((place, Syntax(node)))
            }
        case "setLeftBarButton", "setLeftBarButtonItems":
            if let receiver = node.receiver, let place = uiKitPlace(ofNavigationItem: receiver, at: node),
                let value = node.arguments.first?.expression, items(value).contains(where: { goesBack($0, near: node) })
            {
                replacements.append(place)
            }
        case "navigationBarBackButtonHidden":
            let argument = node.arguments.first?.expression
            if argument == nil || argument?.isTrueLiteral == true {
                let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
                hidden.append((swiftUIPlace(of: node), name.map(Syntax.init) ?? Syntax(node)))
            }
        case "ToolbarItem", "ToolbarItemGroup":
            if let placement = node.argument("placement")?.baseName, Self.leadingPlacements.contains(placement),
                node.closures.contains(where: {
                    swiftUIGoesBack(Syntax($0), dismissCounts: placement != "cancellationAction")
                })
            {
                replacements.append(swiftUIPlace(of: node))
            }
        case "navigationBarItems":
            if let leading = node.argument("leading"), swiftUIGoesBack(Syntax(leading)) {
                replacements.append(swiftUIPlace(of: node))
            }
        default: break
        }
        return .visitChildren
    }

    /// `navigationItem`, `self.navigationItem` → the controller's own; `host.navigationItem` →
    /// `host`'s, in this function.
    private func uiKitPlace(ofNavigationItem expr: ExprSyntax, at node: some SyntaxProtocol) -> BackPlace? {
        let expr = expr.unwrapped
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            guard reference.baseName.text == "navigationItem" else { return nil }
            return BackPlace(owner: .controller, scope: (node.enclosingTypeName ?? ""))
        }
        guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "navigationItem",
            let owner = member.base?.unwrapped
        else { return nil }
        if owner.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return BackPlace(owner: .controller, scope: (node.enclosingTypeName ?? ""))
        }
        guard let name = owner.variableName else { return nil }
        return BackPlace(owner: .variable(name), scope: "\(Scope.body(of: node).id)")
    }

    /// The items of `[a, b]`, or the one item.
    private func items(_ value: ExprSyntax) -> [ExprSyntax] {
        if let array = value.unwrapped.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        if let array = Scope.resolve(value).as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        return [value]
    }

    /// True when a bar button item goes back: its action pops, or it looks like a back button.
    private func goesBack(_ item: ExprSyntax, near node: some SyntaxProtocol) -> Bool {
        if let name = item.unwrapped.variableName, Self.namesBack(name) { return true }
        let resolved = Scope.resolve(item)
        if resolved.calls.contains(where: { Self.pops.contains($0.calleeName ?? "") }) { return true }
        // A factory of the project's: `makeBackButton()`, `UIBarButtonItem.back(action:)`.
        if let factory = resolved.callChain.last?.calleeName, Self.namesBack(factory) { return true }
        for call in resolved.calls {
            if let title = call.argument("title")?.stringLiteralText, Self.isBackTitle(title) { return true }
            if let symbol = call.argument("systemName")?.stringLiteralText, Self.backSymbols.contains(symbol) {
                return true
            }
            if let asset = call.argument("named")?.stringLiteralText, Self.namesBack(asset) { return true }
            if let selector = call.argument("action")?.selectorName, methodPops(selector, in: node) { return true }
            if let custom = call.argument("customView") {
                if let name = custom.unwrapped.variableName {
                    if Self.namesBack(name) { return true }
                    let targets = Scope.body(of: node).calls.filter {
                        $0.calleeName == "addTarget" && $0.receiver?.unwrapped.variableName == name
                    }
                    if targets.contains(where: {
                        $0.argument("action")?.selectorName.map { methodPops($0, in: node) } == true
                    }) {
                        return true
                    }
                }
                if goesBack(custom, near: node) { return true }
            }
        }
        return false
    }

    /// True when a method of that name in this file pops.
    private func methodPops(_ name: String, in node: some SyntaxProtocol) -> Bool {
        let finder = MethodFinder(name: name)
        finder.walk(node.root)
        return finder.bodies.contains { body in body.calls.contains { Self.pops.contains($0.calleeName ?? "") } }
    }

    private static let pops: Set<String> = [
        "popViewController", "popToRootViewController", "popToViewController", "pop", "goBack", "navigateBack",
    ]
    private static let backSymbols: Set<String> = [
        "chevron.left", "chevron.backward", "arrow.left", "arrow.backward", "chevron.left.circle",
        "chevron.backward.circle",
    ]
    private static let leadingPlacements: Set<String> = [
        "navigationBarLeading", "topBarLeading", "navigation", "cancellationAction",
    ]

    /// `Back`, `‹ Back`, `< Back`, `← Back`: the title of a back button.
    private static func isBackTitle(_ title: String) -> Bool {
        let words = title.lowercased().split(whereSeparator: { !$0.isLetter })
        return words == ["back"]
    }

    /// A name with the word `back` in it: `backButton`, `back_item`, `ic-back` (not `background`).
    private static func namesBack(_ name: String) -> Bool {
        var words: [String] = []
        var word = ""
        for character in name {
            if !character.isLetter {
                words.append(word); word = ""
            } else if character.isUppercase, !word.isEmpty {
                words.append(word); word = String(character)
            } else {
                word.append(character)
            }
        }
        words.append(word)
        return words.contains { $0.lowercased() == "back" }
    }

    // MARK: SwiftUI

    /// True when a toolbar item's content goes back: calls `dismiss()` or pops, or shows a
    /// back chevron or the title Back.
    private func swiftUIGoesBack(_ content: Syntax, dismissCounts: Bool = true) -> Bool {
        let calls = content.calls
        if calls.contains(where: {
            Self.pops.contains($0.calleeName ?? "") || (dismissCounts && $0.calleeName == "dismiss")
        }) {
            return true
        }
        if calls.contains(where: { $0.calleeName == "removeLast" }) { return true }
        // `Button(action: dismiss.callAsFunction)`, `Button(action: goBack)`, `leading: btnBack`,
        // `BackButton()`.
        if content.tokens(viewMode: .sourceAccurate).contains(where: {
            if case .identifier(let name) = $0.tokenKind {
                return (dismissCounts && name == "dismiss") || Self.pops.contains(name) || Self.namesBack(name)
            }
            return false
        }) {
            return true
        }
        for call in calls {
            if let symbol = call.argument("systemName")?.stringLiteralText, Self.backSymbols.contains(symbol) {
                return true
            }
            if let text = call.arguments.first?.expression.stringLiteralText, Self.isBackTitle(text) { return true }
        }
        return false
    }

    /// A SwiftUI screen's place: its type, and the presentations and destinations it sits in
    /// inside that type (a toolbar outside a `.sheet` is another screen's).
    private func swiftUIPlace(of node: FunctionCallExprSyntax) -> BackPlace {
        var boundaries: [String] = []
        var child = Syntax(node)
        var current = node.parent
        while let syntax = current {
            if let call = syntax.as(FunctionCallExprSyntax.self), Self.screenBoundaries.contains(call.calleeName ?? ""),
                child.id != call.calledExpression.id
            {
                boundaries.append("\(call.id)")
            }
            if syntax.is(StructDeclSyntax.self) || syntax.is(ClassDeclSyntax.self)
                || syntax.is(ExtensionDeclSyntax.self)
                || syntax.is(EnumDeclSyntax.self)
            {
                break
            }
            child = syntax
            current = syntax.parent
        }
        return BackPlace(
            owner: .swiftUI, scope: (node.enclosingTypeName ?? "") + "|" + boundaries.joined(separator: "/"))
    }

    /// Calls whose content is another screen: presentations, destinations and stacks.
    private static let screenBoundaries: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "NavigationLink", "NavigationStack",
        "NavigationView",
        "NavigationSplitView", "TabView",
    ]
}

/// The bodies of the functions of one name in a file.
private final class MethodFinder: SyntaxVisitor {
    let name: String
    var bodies: [CodeBlockSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name, let body = node.body { bodies.append(body) }
        return .visitChildren
    }
}

private extension ExprSyntax {
    /// The text of a string literal without interpolation: `Back` for `"Back"`.
    var stringLiteralText: String? {
        guard let literal = self.unwrapped.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
            text += part.content.text
        }
        return text
    }

    /// `back` in `#selector(back)`, `#selector(self.back)` and `#selector(back(_:))`.
    var selectorName: String? {
        guard let macro = self.unwrapped.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            let argument = macro.arguments.first?.expression
        else { return nil }
        return argument.baseName
    }
}
