import Rules
internal import SwiftSyntax

/// `leaked-controller`: in a view controller class (or a class whose name ends with
/// `Coordinator`), a closure names `self` strongly (no `[weak self]`/`[unowned self]`) and is
/// kept by something that outlives the screen:
///
/// - assigned to a property (`model.onChange = { self.reload() }`, `self.onDone = { … }`);
/// - handed to `NotificationCenter`'s `addObserver(forName:object:queue:using:)`;
/// - a Combine `sink` whose subscription is stored (`.store(in:)`, assigned, inserted);
///   likewise `assign(to:on: self)`;
/// - a repeating `Timer` (`repeats: true`, by block or with `target: self`);
/// - registered with a method named as a registration (`onTick {…}`, `observe…`,
///   `subscribe…`, `add…Handler`/`Listener`/`Observer`) on a stored property, a parameter
///   or a shared instance: such a method keeps its closure to call it later.
///
/// What a local keeps (`let detail = DetailViewController(); detail.onSave = { self… }`)
/// goes away with it and is not reported; neither are calls that run their closure and let
/// it go (`UIView.animate`, `DispatchQueue…async`, `Task {}`, `map`, a one-shot timer), nor
/// what the class ends outside `deinit` (which a kept controller never reaches): a timer it
/// invalidates, an observer it removes, subscriptions it cancels or empties, a property it
/// sets to nil, say in `viewWillDisappear`; nor a timer whose block invalidates it. A closure
/// whose only `self` is in an inner `[weak self]` capture list still captures `self`
/// strongly (to hand it on), and is reported with that said.
/// SwiftUI's `Coordinator` of a representable is not a navigation coordinator and is not
/// looked at. A snippet outside any class is a controller's when the `super.init(…)` it
/// calls is `UIViewController`'s (`nibName:bundle:`) or only controllers declare one with
/// those labels.
struct LeakedControllerCheck: VisitorCheck {
    let rule = Rule.leakedController
    let summary =
        "In a view controller or coordinator, a closure capturing `self` strongly that something long-lived keeps "
        + "(a property, a notification observer, a stored `sink`, a repeating timer, an `on…`/`observe…` "
        + "registration on a property or parameter) and the class does not end outside `deinit`."

    final class Visitor: FindingVisitor {
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.mentionsSelf, !Self.capturesSelfWeakly(node), let keeper = keeper(of: node),
                !keeper.holders.contains(where: { isEnded($0, around: node) }), !Self.invalidatesItsTimer(node),
                let owner = ownerKind(of: node)
            else { return .visitChildren }
            if Self.namesSelfOnlyForWeakInnerClosures(node) {
                report(
                    node,
                    "the closure \(keeper.description) names self only for an inner [weak self] closure, "
                        + "which makes it capture self strongly, "
                        + "so this \(owner) stays alive after it leaves the screen; capture [weak self] in this closure"
                )
            } else {
                report(
                    node,
                    "the closure \(keeper.description) captures self strongly, "
                        + "so this \(owner) stays alive after it leaves the screen; capture [weak self]"
                )
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            var keeper: String?
            let name = node.calleeName ?? ""
            if name == "assign", Self.isSelf(node.argument("on")), isStored(node) {
                keeper = "'assign(to:on: self)' stores a subscription that holds self strongly"
            } else if ["scheduledTimer", "Timer"].contains(name), Self.isSelf(node.argument("target")),
                node.argument("repeats")?.isTrueLiteral == true
            {
                keeper = "a repeating timer with 'target: self' holds self strongly until it is invalidated"
            }
            if let keeper, !Self.holders(ofResultOf: node).contains(where: { isEnded($0, around: node) }),
                let owner = ownerKind(of: node)
            {
                report(
                    node,
                    "\(keeper), so this \(owner) stays alive after it leaves the screen (its deinit never runs); "
                        + "use a closure with [weak self], or end it when the screen goes away"
                )
            }
            return .visitChildren
        }

        // MARK: What keeps the closure

        /// How a closure is kept: what the message says, and the properties that hold it (or
        /// the token, timer or subscription that keeps it), by which the controller can end it.
        private struct Keeper {
            var description: String
            var holders: [String] = []
        }

        /// How the closure is kept; nil when it is not kept.
        private func keeper(of closure: ClosureExprSyntax) -> Keeper? {
            if let assignment = Self.assignment(valued: closure) {
                let target = assignment.target.unwrapped
                if let base = assignment.base {
                    guard isLongLived(base, at: closure) else { return nil }
                    return Keeper(
                        description: "kept by '\(target.trimmedDescription)'", holders: [Self.normalized(target)])
                }
                if let name = target.variableName, !Self.isDeclaredLocally(name, before: closure) {
                    return Keeper(description: "kept by '\(name)'", holders: [name])
                }
                return nil
            }
            guard let call = Self.call(taking: closure), let name = call.calleeName else { return nil }
            let holders = Self.holders(ofResultOf: call)
            if name == "addObserver", call.argument("forName") != nil {
                return Keeper(description: "kept by NotificationCenter (addObserver(forName:…))", holders: holders)
            }
            if name == "sink", isStored(call) { return Keeper(description: "of a stored 'sink'", holders: holders) }
            if ["scheduledTimer", "Timer"].contains(name), call.argument("repeats")?.isTrueLiteral == true {
                return Keeper(description: "of a repeating timer", holders: holders)
            }
            if Self.isRegistration(name), let receiver = call.receiver, isLongLived(receiver, at: closure) {
                return Keeper(description: "kept by '\(receiver.trimmedDescription).\(name)'", holders: holders)
            }
            return nil
        }

        // MARK: Ending it

        /// The properties the result of `call` (through its chain) is kept in: assigned to
        /// (`timer = Timer.scheduledTimer…`), stored with `.store(in: &bag)`, appended or
        /// inserted (`tokens.append(…)`), directly or through a local (`let token = …`).
        static func holders(ofResultOf call: FunctionCallExprSyntax) -> [String] {
            var holders: [String] = []
            var outer = ExprSyntax(call)
            while let member = outer.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outer.id,
                let next = member.parent?.as(FunctionCallExprSyntax.self)
            {
                if next.calleeName == "store", let bag = next.argument("in")?.as(InOutExprSyntax.self)?.expression {
                    holders.append(normalized(bag))
                }
                outer = ExprSyntax(next)
            }
            if let sequence = outer.parent?.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                assignment.value?.id == outer.id
            {
                holders.append(normalized(assignment.target))
            }
            if let argument = outer.parent?.as(LabeledExprSyntax.self),
                let holder = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                ["insert", "append"].contains(holder.calleeName ?? ""), let receiver = holder.receiver
            {
                holders.append(normalized(receiver))
            }
            // `let token = center.addObserver(…)`, then `tokens.append(token)` or `tokens += [token]`.
            if let binding = outer.parent?.parent?.as(PatternBindingSyntax.self),
                let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let (block, index) = Scope.enclosingBlock(of: binding)
            {
                for item in block.dropFirst(index + 1) {
                    for later in item.calls
                    where ["insert", "append"].contains(later.calleeName ?? "")
                        && later.arguments.first?.expression.unwrapped.variableName == local
                    {
                        if let receiver = later.receiver { holders.append(normalized(receiver)) }
                    }
                    if let sequence = item.item.as(SequenceExprSyntax.self)
                        ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
                        Array(sequence.elements).count == 3, sequence.mentions(local),
                        Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+="
                    {
                        holders.append(normalized(Array(sequence.elements)[0]))
                    }
                }
            }
            return holders
        }

        /// `timer` for `self.timer`, `timer?`, `self?.timer`.
        static func normalized(_ expr: ExprSyntax) -> String {
            var text = expr.unwrapped.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(
                of: "!", with: "")
            if text.hasPrefix("self.") { text.removeFirst(5) }
            return text
        }

        /// True when the controller ends what `holder` keeps outside `deinit` (which a kept
        /// controller never reaches): `holder.invalidate()`, `.cancel()`, `.removeAll()`,
        /// `removeObserver(holder)`, `holder = nil`, `holder = []`, in the class or its
        /// extensions in this file.
        private func isEnded(_ holder: String, around node: some SyntaxProtocol) -> Bool {
            guard let type = node.enclosingTypeName else { return false }
            let finder = EndingFinder(holder: holder)
            for declaration in file.tree.memberBlocks(ofType: type) { finder.walk(declaration) }
            return finder.found
        }

        /// `Timer.scheduledTimer(…, repeats: true) { timer in … timer.invalidate() … }`: the
        /// timer ends itself.
        static func invalidatesItsTimer(_ closure: ClosureExprSyntax) -> Bool {
            let parameters =
                closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self)?.map(\.name.text)
                ?? closure.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self)?.parameters.map {
                    ($0.secondName ?? $0.firstName).text
                }
                ?? []
            return closure.calls.contains { call in
                call.calleeName == "invalidate" && call.receiver.map { parameters.contains(normalized($0)) } == true
            }
        }

        /// True when every `self` in `closure` is in the capture list of an inner closure that
        /// captures it weakly (`{ _ in DispatchQueue.main.async { [weak self] in … } }`).
        static func namesSelfOnlyForWeakInnerClosures(_ closure: ClosureExprSyntax) -> Bool {
            closure.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .keyword(.self) }.allSatisfy { token in
                var current = token.parent
                while let syntax = current, syntax.id != closure.id {
                    if let inner = syntax.as(ClosureExprSyntax.self) { return capturesSelfWeakly(inner) }
                    current = syntax.parent
                }
                return false
            }
        }

        /// `onTick`, `observe…`, `subscribe…`, `add…Handler`/`Listener`/`Observer`.
        static func isRegistration(_ name: String) -> Bool {
            if name.hasPrefix("on"), name.dropFirst(2).first?.isUppercase == true { return true }
            if name.hasPrefix("observe") || name.hasPrefix("subscribe") { return true }
            return name.hasPrefix("add") && ["Handler", "Listener", "Observer"].contains(where: name.hasSuffix)
        }

        /// True when what `expr` names outlives the function: `self`, a property, a parameter
        /// or a shared instance (`Feed.shared`); not a local of the function.
        private func isLongLived(_ expr: ExprSyntax, at node: some SyntaxProtocol) -> Bool {
            var root = expr.unwrapped
            while true {
                if let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
                    root = base.unwrapped; continue
                }
                break
            }
            guard let reference = root.as(DeclReferenceExprSyntax.self) else { return false }
            if reference.baseName.tokenKind == .keyword(.self) { return true }
            guard case .identifier(let name) = reference.baseName.tokenKind else { return false }
            return name.first?.isUppercase == true || !Self.isDeclaredLocally(name, before: node)
        }

        /// True when the subscription a `sink`/`assign` call makes is kept: `.store(in:)`
        /// later in its chain, or the chain assigned or inserted somewhere.
        private func isStored(_ call: FunctionCallExprSyntax) -> Bool {
            var outer = ExprSyntax(call)
            while let member = outer.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outer.id,
                let next = member.parent?.as(FunctionCallExprSyntax.self)
            {
                if next.calleeName == "store" { return true }
                outer = ExprSyntax(next)
            }
            if let sequence = outer.parent?.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                assignment.value?.id == outer.id
            {
                return !assignment.target.is(DiscardAssignmentExprSyntax.self)
            }
            if let argument = outer.parent?.as(LabeledExprSyntax.self),
                let holder = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            {
                return ["insert", "append"].contains(holder.calleeName ?? "")
            }
            return false
        }

        // MARK: Whose closure

        /// "view controller" or "coordinator" when `node` is in one; nil otherwise.
        private func ownerKind(of node: some SyntaxProtocol) -> String? {
            var current = node.parent
            while let syntax = current {
                if let type = syntax.as(ClassDeclSyntax.self) {
                    return kind(of: type.name.text, nested: Self.isNested(type))
                }
                if let type = syntax.as(ExtensionDeclSyntax.self) {
                    return type.extendedType.baseName.flatMap { kind(of: $0, nested: false) }
                }
                if syntax.is(StructDeclSyntax.self) || syntax.is(EnumDeclSyntax.self) || syntax.is(ActorDeclSyntax.self)
                    || syntax.is(ProtocolDeclSyntax.self)
                {
                    return nil
                }
                current = syntax.parent
            }
            return snippetOwnerKind()
        }

        private func kind(of name: String, nested: Bool) -> String? {
            if project.isViewController(name) { return "view controller" }
            // A representable's `Coordinator` (nested, named just that) is SwiftUI's, not navigation's.
            if name.hasSuffix("Coordinator"), !(name == "Coordinator" && nested) { return "coordinator" }
            return nil
        }

        private static func isNested(_ type: ClassDeclSyntax) -> Bool {
            var current = type.parent
            while let syntax = current {
                if syntax.is(MemberBlockSyntax.self) { return true }
                current = syntax.parent
            }
            return false
        }

        /// For code outside any type (a snippet of an initialiser): the `super.init(…)` it
        /// calls says whose it is.
        private func snippetOwnerKind() -> String? {
            for call in file.tree.statements.flatMap(\.calls) {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.text == "init",
                    member.base?.as(SuperExprSyntax.self) != nil
                else { continue }
                let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
                if labels == "nibName:bundle:" { return "view controller" }
                let classes = project.cellsAndModels.classInitializers[labels] ?? []
                let kinds = Set(classes.map { kind(of: $0, nested: false) })
                if kinds.count == 1, let only = kinds.first { return only }
                return nil
            }
            return nil
        }
    }
}
