import Rules
internal import SwiftSyntax

/// `cell-environment`: a view shown as `UIHostingConfiguration` content (or a view it shows)
/// reads environment the configuration does not inject. Configuration content is a SwiftUI
/// tree of its own inside a UIKit cell: it gets what UIKit's traits carry, and SwiftUI's
/// defaults for the rest, never the values a SwiftUI screen sets around the list.
///
/// - `@EnvironmentObject T` and non-optional `@Environment(T.self)`: nothing is there unless
///   the configuration injects it (SwiftUI stops the app), so each needs
///   `.environmentObject(…)` / `.environment(object)`.
/// - `\.managedObjectContext`, `\.modelContext`: the default is no store of the app's.
/// - Any other key (`\.locale`, `\.calendar`, `\.openURL`, a custom key): the row sees the
///   default, which is wrong exactly when the project sets that key somewhere with
///   `.environment(\.key, …)` (previews aside): that value does not reach the row. A key the
///   project never sets reads the same default everywhere, so it is not reported.
/// - Keys UIKit's traits carry into the content (`cellTraitKeys`), and custom keys bridged to
///   a trait with `UITraitBridgedEnvironmentKey` (iOS 17), are inherited: never reported.
///   That is why the linter's `systemEnvironmentKeys` (what needs no injection anywhere) is
///   too wide here: `locale` is SwiftUI's own key, yet a screen's `.environment(\.locale, …)`
///   does not reach cell content.
struct CellEnvironmentCheck: VisitorCheck {
    let rule = Rule.cellEnvironment
    let summary =
        "A view in `UIHostingConfiguration` content reads an environment object, a store, "
        + "or a key the project sets with `.environment(\\.key, …)`, and the configuration does not inject it."

    /// The keys hosting-configuration content reads from its cell's UIKit traits (or from
    /// the system's settings): inherited without injection. Keys starting with
    /// `accessibility` are the system's settings too.
    static let cellTraitKeys: Set<String> = [
        "colorScheme", "colorSchemeContrast", "horizontalSizeClass", "verticalSizeClass", "dynamicTypeSize",
        "sizeCategory", "layoutDirection", "displayScale", "displayGamut", "legibilityWeight", "pixelLength",
    ]

    /// Keys whose default is no store of the app's: content reading them needs them injected.
    static let storeKeys: Set<String> = ["managedObjectContext", "modelContext"]

    final class Visitor: FindingVisitor {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let closures = CellContent.closures(of: node), !closures.isEmpty else { return .visitChildren }
            let injected = Injections(closures)
            for closure in closures {
                for call in CellContent.calls(in: closure) {
                    guard let name = call.calleeName, project.views[name] != nil else { continue }
                    let missing = missingEnvironment(of: name, injected: injected)
                    guard let first = missing.first else { continue }
                    let what = missing.map(\.what).joined(separator: " and ")
                    let how = Array(Set(missing.map(\.how))).sorted().joined(separator: " and ")
                    let reader =
                        first.reader == name ? "'\(name)' reads" : "'\(name)' shows '\(first.reader)', which reads"
                    report(
                        call,
                        "\(reader) \(what), which cell content does not get from the screen around the list; "
                            + "inject it in the configuration with \(how)"
                    )
                }
            }
            return .visitChildren
        }

        private struct Missing {
            var reader: String
            var what: String
            var how: String
        }

        /// What `view`, or a view it shows (up to a view that injects environment itself),
        /// reads and the configuration does not inject.
        private func missingEnvironment(of view: String, injected: Injections) -> [Missing] {
            let facts = project.cellsAndModels
            var missing: [Missing] = []
            var seen: Set<String> = []
            var pending = [(view, 0)]
            while let (name, depth) = pending.first {
                pending.removeFirst()
                guard seen.insert(name).inserted else { continue }
                for key in (facts.environmentKeysRead[name] ?? []).sorted()
                where needsInjection(key) && !injected.keys.contains(key) {
                    missing.append(
                        Missing(reader: name, what: "the environment's '\(key)'", how: ".environment(\\.\(key), …)"))
                }
                for requirement in project.requiredEnvironmentObjects[name] ?? [] where !injected.provides(requirement)
                {
                    missing.append(
                        requirement.isEnvironmentObject
                            ? Missing(
                                reader: name, what: "the environment object '\(requirement.type)'",
                                how: ".environmentObject(…)")
                            : Missing(
                                reader: name, what: "the environment's '\(requirement.type)'",
                                how: ".environment(…)"))
                }
                if !missing.isEmpty { return missing }
                guard depth < 4, !facts.injectsEnvironment.contains(name) else { continue }
                for child in (facts.typeCalls[name] ?? []).sorted() where project.views[child] != nil {
                    pending.append((child, depth + 1))
                }
            }
            return missing
        }

        private func needsInjection(_ key: String) -> Bool {
            let facts = project.cellsAndModels
            if CellEnvironmentCheck.cellTraitKeys.contains(key) || key.hasPrefix("accessibility") { return false }
            if let keyType = facts.environmentKeyTypes[key], facts.traitBridgedKeyTypes.contains(keyType) {
                return false
            }
            if CellEnvironmentCheck.storeKeys.contains(key) { return true }
            return facts.environmentKeysSet.contains(key)
        }
    }

    /// What a configuration's content injects: `.environment(\.key, …)` keys, and the
    /// objects of `.environmentObject(…)` / `.environment(object)` (by type when the
    /// argument shows it, otherwise any).
    struct Injections {
        var keys: Set<String> = []
        var objects: Set<String> = []
        var observables: Set<String> = []
        var anyObject = false
        var anyObservable = false

        init(_ closures: [ClosureExprSyntax]) {
            for call in closures.flatMap(\.calls) {
                guard let argument = call.arguments.first?.expression else { continue }
                switch call.calleeName {
                case "environment":
                    if let key = argument.as(KeyPathExprSyntax.self)?.firstComponentName {
                        keys.insert(key)
                    } else if let type = Self.type(of: argument) {
                        observables.insert(type)
                    } else {
                        anyObservable = true
                    }
                case "environmentObject":
                    if let type = Self.type(of: argument) { objects.insert(type) } else { anyObject = true }
                case "modelContainer", "modelContext":
                    keys.insert("modelContext")
                default: break
                }
            }
        }

        func provides(_ requirement: Project.EnvironmentRequirement) -> Bool {
            requirement.isEnvironmentObject
                ? anyObject || objects.contains(requirement.type)
                : anyObservable || observables.contains(requirement.type)
        }

        /// `Store` for `Store()` or a name bound to `Store(…)`; nil when out of sight.
        private static func type(of argument: ExprSyntax) -> String? {
            guard let name = Scope.resolve(argument).callChain.last?.calleeName, name.first?.isUppercase == true else {
                return nil
            }
            return name
        }
    }
}
